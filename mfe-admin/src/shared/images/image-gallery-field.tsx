import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { notify } from '@reedmere/web-kit';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { compressImage } from './compress-image';
import { compressInBatches, type CompressionFailure } from './compress-in-batches';
import { galleryAnnouncements, galleryInstructions } from './gallery-announcements';
import { galleryFromFile, type GalleryItem } from './gallery-item';
import { AddPhotoIcon } from './image-icons';
import { DRAG_START_DISTANCE_PX, LARGE_FILE_BYTES } from './image-constants';
import { SortableThumbnail } from './sortable-thumbnail';
import { UploadProgress } from './upload-progress';

export interface ImageGalleryFieldProps {
  /** Names the group for screen readers, e.g. 'Images', 'Before', 'Featured image'. */
  label: string;
  items: readonly GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  /** 1 for a single (featured) image: choosing another replaces it. */
  maxImages?: number;
  disabled?: boolean;
  /** Optional hint under the label. */
  helperText?: string;
  /** Told when compression starts and ends, so a form can hold its save button meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** Replaceable in tests: jsdom has no canvas. */
  compress?: (file: File) => Promise<File>;
}

/**
 * One toast for every file that failed (only one toast shows at a time): titled with the first
 * reason, naming its files, then any other reason with its files.
 */
function failureToast(failures: readonly CompressionFailure[]): {
  title: string;
  description: string;
} {
  const byMessage = new Map<string, string[]>();
  for (const { message, file } of failures) {
    byMessage.set(message, [...(byMessage.get(message) ?? []), file.name]);
  }
  const [[title, names], ...others] = [...byMessage.entries()] as [
    [string, string[]],
    ...[string, string[]][],
  ];
  const rest = others.map(([message, files]) => `; ${message}: ${files.join(', ')}`).join('');
  return { title, description: `${names.join(', ')}${rest}` };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * An admin image gallery: images are compressed in the browser and held locally (object URLs)
 * until the form is saved; the first is the main image; thumbnails sort by drag or keyboard.
 */
export function ImageGalleryField({
  label,
  items,
  onChange,
  maxImages,
  disabled = false,
  helperText,
  onBusyChange,
  compress = compressImage,
}: ImageGalleryFieldProps) {
  const labelId = useId();
  const helpId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ batch: number; batches: number } | null>(null);
  const [largeFiles, setLargeFiles] = useState<string[]>([]);
  const busy = progress !== null;
  const single = maxImages === 1;

  // The latest items, for when compression finishes after the parent has changed them.
  const latestItems = useRef(items);
  latestItems.current = items;

  // Object URLs this field made: revoked when their image leaves the gallery or the field goes.
  const ownUrls = useRef(new Set<string>());
  useEffect(() => {
    const inUse = new Set(items.map((item) => item.url));
    for (const url of ownUrls.current) {
      if (!inUse.has(url)) {
        URL.revokeObjectURL(url);
        ownUrls.current.delete(url);
      }
    }
  }, [items]);
  // Compression may finish after the form has closed: its results are then dropped.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const urls = ownUrls.current;
    return () => {
      mounted.current = false;
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  // Only real changes are told (never an idle start), so a form may count busy fields.
  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;
  const toldBusy = useRef(false);
  useEffect(() => {
    if (toldBusy.current === busy) return;
    toldBusy.current = busy;
    busyChange.current?.(busy);
  }, [busy]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  // Read when dnd-kit announces, during the same event, so before any reorder has rendered.
  const latestIds = useRef(ids);
  latestIds.current = ids;
  const announcements = useMemo(() => galleryAnnouncements(() => latestIds.current), []);

  const full = maxImages !== undefined && !single && items.length >= maxImages;

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from < 0 || to < 0) return;
    onChange(arrayMove([...items], from, to));
  };

  const handleRemove = (removed: GalleryItem) => {
    if (ownUrls.current.delete(removed.url)) URL.revokeObjectURL(removed.url);
    onChange(items.filter((item) => item.id !== removed.id));
  };

  const addFiles = async (chosen: File[]) => {
    const refused = chosen.filter((file) => !file.type.startsWith('image/'));
    if (refused.length > 0) {
      notify.error({
        title: 'Invalid File Type',
        description: `Please choose image files only. Not added: ${refused.map((file) => file.name).join(', ')}`,
      });
    }
    let accepted = chosen.filter((file) => file.type.startsWith('image/'));
    const room = single ? 1 : maxImages === undefined ? accepted.length : maxImages - items.length;
    if (accepted.length > room) {
      const ignored = accepted.slice(Math.max(room, 0));
      accepted = accepted.slice(0, Math.max(room, 0));
      notify.info({
        title: `Up to ${plural(maxImages ?? 0, 'image')} allowed`,
        description: `Not added: ${ignored.map((file) => file.name).join(', ')}`,
      });
    }
    setLargeFiles(accepted.filter((file) => file.size > LARGE_FILE_BYTES).map((file) => file.name));
    if (accepted.length === 0) return;

    const { compressed, failures } = await compressInBatches(accepted, setProgress, compress);
    if (!mounted.current) return;
    setProgress(null);
    if (failures.length > 0) notify.error(failureToast(failures));
    if (compressed.length === 0) return;
    const added = compressed.map(({ file }) => {
      const url = URL.createObjectURL(file);
      ownUrls.current.add(url);
      return galleryFromFile(file, url);
    });
    onChange(single ? added.slice(0, 1) : [...latestItems.current, ...added]);
  };

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (chosen.length > 0) void addFiles(chosen);
  };

  const buttonLabel =
    single && items.length > 0 ? 'Replace image' : single ? 'Add image' : 'Add images';

  return (
    <Box
      component="fieldset"
      aria-labelledby={labelId}
      aria-describedby={helperText ? helpId : undefined}
      aria-busy={busy}
      disabled={disabled}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" id={labelId} variant="subtitle1" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {helperText && (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {helperText}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={disabled || busy || full}
        >
          {buttonLabel}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {maxImages !== undefined && !single
            ? `${items.length} of ${maxImages} images`
            : single
              ? ''
              : plural(items.length, 'image')}
        </Typography>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple={!single}
          hidden
          aria-label={`${buttonLabel} to ${label}`}
          data-testid="gallery-file-input"
          onChange={handleFiles}
        />
      </Box>
      {/* The live region is always there, so screen readers announce the notice when it appears. */}
      <Box role="status">
        {largeFiles.length > 0 && (
          <Alert severity="info" sx={{ mb: 1 }} onClose={() => setLargeFiles([])}>
            <AlertTitle>Large files detected</AlertTitle>
            {plural(largeFiles.length, 'file')} over 5 MB ({largeFiles.join(', ')}) will be
            compressed automatically.
          </Alert>
        )}
      </Box>
      <UploadProgress progress={progress} label="Compressing images" />
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No images yet.
        </Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements, screenReaderInstructions: galleryInstructions }}
          onDragEnd={handleDragEnd}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <Box
              component="ul"
              aria-label={`${label}: ${plural(items.length, 'image')}`}
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  sm: 'repeat(auto-fill, minmax(140px, 1fr))',
                },
                gap: 1,
                p: 0,
                m: 0,
              }}
            >
              {items.map((item, index) => (
                <SortableThumbnail
                  key={item.id}
                  item={item}
                  index={index}
                  total={items.length}
                  showMainChip={!single}
                  canSort={items.length > 1}
                  disabled={disabled || busy}
                  galleryLabelId={labelId}
                  onRemove={handleRemove}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
    </Box>
  );
}
