import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import type { GalleryItem } from './gallery-item';
import { DeleteIcon, DragIndicatorIcon } from './image-icons';

export interface SortableThumbnailProps {
  item: GalleryItem;
  index: number;
  total: number;
  showMainChip: boolean;
  canSort: boolean;
  disabled: boolean;
  onRemove: (item: GalleryItem) => void;
  /** The gallery's legend: a form with several galleries has several 'Remove image 1'. */
  galleryLabelId: string;
}

/** One thumbnail: the move button is the drag handle, so the remove button still clicks normally. */
export function SortableThumbnail({
  item,
  index,
  total,
  showMainChip,
  canSort,
  disabled,
  onRemove,
  galleryLabelId,
}: SortableThumbnailProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id, disabled: disabled || !canSort });
  const number = index + 1;
  const alt = item.file ? item.file.name : `Image ${number} of ${total}`;

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="gallery-thumbnail"
      sx={{
        position: 'relative',
        listStyle: 'none',
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        aspectRatio: '4 / 3',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 4 : 0,
      }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Box
        component="img"
        src={item.url}
        alt={alt}
        draggable={false}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {showMainChip && index === 0 && (
        <Chip
          label="Main image"
          size="small"
          color="primary"
          sx={{ position: 'absolute', left: 4, bottom: 4 }}
        />
      )}
      <Box sx={{ position: 'absolute', top: 4, right: 4, display: 'flex', gap: 0.5 }}>
        {canSort && (
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            aria-label={`Move image ${number}`}
            disabled={disabled}
            sx={{
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'grey.200' },
              cursor: 'grab',
              touchAction: 'none',
            }}
            {...attributes}
            {...listeners}
            // dnd-kit's role and description are kept; the button's own name says what it moves.
            aria-roledescription="sortable image"
            aria-describedby={`${galleryLabelId} ${attributes['aria-describedby']}`}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        )}
        <IconButton
          size="small"
          aria-label={`Remove image ${number}`}
          aria-describedby={galleryLabelId}
          disabled={disabled}
          onClick={() => onRemove(item)}
          sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'grey.200' } }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
