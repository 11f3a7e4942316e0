import { Box, Typography } from '@mui/material';
import { EPC_BANDS } from './epc-ratings';
import { visuallyHidden } from '@reedmere/web-kit';

const CAPTION_ID = 'epc-rating-scale-caption';

// Bars grow by equal steps from A to G, as on the certificate itself.
const barWidth = (index: number) => `${40 + (index * 60) / (EPC_BANDS.length - 1)}%`;

function bandNote(index: number): string {
  if (index === 0) return ', most efficient';
  if (index === EPC_BANDS.length - 1) return ', least efficient';
  return '';
}

/**
 * The A to G scale as coloured bars. Each bar is a list item that says its letter and range in
 * words, so nothing depends on seeing the colours.
 */
export function EpcRatingScale() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="ol"
        // Safari drops list semantics when list-style is none unless the role is explicit.
        role="list"
        aria-labelledby={CAPTION_ID}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75, maxWidth: 560 }}
      >
        {EPC_BANDS.map((band, index) => (
          <Box
            component="li"
            key={band.letter}
            sx={{
              width: barWidth(index),
              minWidth: 96,
              bgcolor: band.colour,
              color: band.textColour,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              pl: 1.5,
              py: 0.75,
              borderRadius: '4px 0 0 4px',
              // The arrow tip of a certificate bar.
              clipPath:
                'polygon(0 0, calc(100% - 14px) 0, 100% 50%, calc(100% - 14px) 100%, 0 100%)',
              pr: 3,
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              {`Band ${band.letter}: asset rating ${band.rangeText}${bandNote(index)}`}
            </Box>
            <Box component="span" aria-hidden="true" sx={{ fontSize: 14, fontWeight: 600 }}>
              {band.range}
            </Box>
            <Box component="span" aria-hidden="true" sx={{ fontSize: 22, fontWeight: 700 }}>
              {band.letter}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography
        component="figcaption"
        id={CAPTION_ID}
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1.5 }}
      >
        Non-domestic EPC rating scale, from A (most efficient, asset rating 0 to 25) to G (least
        efficient, over 150).
      </Typography>
    </Box>
  );
}
