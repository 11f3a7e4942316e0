import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EPC_RATINGS, type EpcRating } from '@reedmere/contracts';

// The standard bands and colours of an energy performance graph.
const BANDS: Readonly<Record<EpcRating, { range: string; colour: string; text: string }>> = {
  A: { range: '92+', colour: '#008054', text: '#fff' },
  B: { range: '81-91', colour: '#19b459', text: '#000' },
  C: { range: '69-80', colour: '#8dce46', text: '#000' },
  D: { range: '55-68', colour: '#ffd500', text: '#000' },
  E: { range: '39-54', colour: '#fcaa65', text: '#000' },
  F: { range: '21-38', colour: '#ef8023', text: '#000' },
  G: { range: '1-20', colour: '#e9153b', text: '#fff' },
};

/**
 * The A-G graph. Colour is never the only cue: each band is a list item with its letter and
 * range in text, and the current and potential ratings are written beside their band.
 */
export function EpcGraph({
  current,
  potential,
}: {
  current: EpcRating | null;
  potential: EpcRating | null;
}) {
  const summary = [
    current ? `current rating ${current}` : null,
    potential ? `potential rating ${potential}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Box>
      <Typography id="epc-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Energy Performance Certificate (EPC)
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {`Energy efficiency: ${summary}.`}
      </Typography>
      <Box component="ol" aria-labelledby="epc-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {EPC_RATINGS.map((band, i) => {
          const marks = [
            band === current ? 'Current' : null,
            band === potential ? 'Potential' : null,
          ].filter(Boolean);
          return (
            <Box
              component="li"
              key={band}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
            >
              <Box
                sx={{
                  width: `${40 + i * 9}%`,
                  bgcolor: BANDS[band].colour,
                  color: BANDS[band].text,
                  px: 1,
                  py: 0.25,
                  display: 'flex',
                  justifyContent: 'space-between',
                  fontWeight: 700,
                  fontSize: '0.85rem',
                  outline: marks.length > 0 ? '2px solid #000' : 'none',
                }}
              >
                <span>{BANDS[band].range}</span>
                <span>{band}</span>
              </Box>
              {marks.length > 0 && (
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {`◀ ${marks.join(' and ')}`}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
