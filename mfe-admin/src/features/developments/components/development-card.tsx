import { useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { Development } from '@reedmere/contracts';
import {
  formatDay,
  formatProjectValue,
  imageCounts,
  statusBadge,
  thumbnailUrl,
} from '../lib/development-display';
import { EditDeleteButtons } from '../../../shared/edit-delete-buttons';
import { ItemCard } from '../../../shared/item-list';

export interface DevelopmentCardProps {
  development: Development;
  busy: boolean;
  onEdit: (development: Development) => void;
  onDelete: (development: Development) => void;
  /** No Edit or Delete, for someone who may only read. */
  readOnly?: boolean;
}

function Thumbnail({ url }: { url: string | undefined }) {
  // A picture that fails to load is replaced by the same 'No Image' box as a missing one.
  const [failed, setFailed] = useState(false);
  const frame = {
    width: { xs: '100%', sm: 160 },
    aspectRatio: { xs: '16 / 9', sm: '3 / 2' },
    flexShrink: 0,
    // Keeps its picture shape when a long title makes the row taller.
    alignSelf: 'flex-start',
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: 'grey.200',
  } as const;
  if (!url || failed) {
    return (
      <Box
        sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        role="img"
        aria-label="No Image"
      >
        <Typography variant="body2" color="text.secondary" aria-hidden="true">
          No Image
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={url}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}

/** One development in the admin list: picture, facts, and its Edit and Delete buttons. */
export function DevelopmentCard({
  development,
  busy,
  onEdit,
  onDelete,
  readOnly,
}: DevelopmentCardProps) {
  const badge = statusBadge(development.status);
  const value = formatProjectValue(development.projectValue);
  return (
    <ItemCard label={development.title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Thumbnail url={thumbnailUrl(development)} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {development.title}
            </Typography>
            {badge.label ? (
              <Chip
                size="small"
                label={badge.label}
                sx={{
                  bgcolor: badge.background,
                  color: badge.text,
                  fontWeight: 700,
                  letterSpacing: 0.5,
                }}
              />
            ) : null}
          </Stack>
          <Typography color="text.secondary">{development.location ?? 'Location TBC'}</Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 1.5,
              rowGap: 0.25,
              my: 1,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0 },
            }}
          >
            <Typography component="dt" variant="body2">
              Project value
            </Typography>
            <Typography component="dd" variant="body2">
              {value ?? 'TBC'}
            </Typography>
            <Typography component="dt" variant="body2">
              Dates
            </Typography>
            <Typography component="dd" variant="body2">
              {formatDay(development.startDate)} - {formatDay(development.endDate)}
            </Typography>
            <Typography component="dt" variant="body2">
              Images
            </Typography>
            <Typography component="dd" variant="body2">
              {imageCounts(development)}
            </Typography>
          </Box>
        </Box>
        {readOnly ? null : (
          <Stack
            direction={{ xs: 'row', sm: 'column' }}
            spacing={1}
            sx={{ alignItems: { xs: 'center', sm: 'stretch' }, flexShrink: 0 }}
          >
            <EditDeleteButtons
              item={development}
              name={development.title}
              scope="development"
              busy={busy}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </Stack>
        )}
      </Stack>
    </ItemCard>
  );
}
