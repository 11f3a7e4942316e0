import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Development } from '@reedmere/contracts';
import { GalleryDialog, ResponsiveImage } from '@reedmere/web-kit';
import { emptyTabPlaceholder, galleryTabs, type GalleryStage } from '../lib/gallery-placeholders';

const THUMB_SIZES = '(min-width: 900px) 280px, (min-width: 600px) 33vw, 50vw';

const tabId = (stage: GalleryStage) => `gallery-tab-${stage}`;
const panelId = (stage: GalleryStage) => `gallery-panel-${stage}`;

/**
 * The Before / During / After photos of a project, each tab with its image count; a photo opens
 * the full-screen gallery of its tab at that photo.
 */
export function GalleryTabs({ development }: { development: Development }) {
  const tabs = galleryTabs(development);
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const tab = tabs[selected]!;

  return (
    <Box component="section" aria-labelledby="gallery-title">
      <Typography id="gallery-title" variant="h5" component="h2" gutterBottom>
        Project Gallery
      </Typography>
      <Tabs
        value={selected}
        onChange={(_event, value: number) => {
          setSelected(value);
          setViewing(null);
        }}
        aria-label="Project photos by stage"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.stage}
            id={tabId(t.stage)}
            aria-controls={panelId(t.stage)}
            label={`${t.label} (${t.images.length})`}
          />
        ))}
      </Tabs>
      {tabs.map((t, i) => (
        <Box
          key={t.stage}
          role="tabpanel"
          id={panelId(t.stage)}
          aria-labelledby={tabId(t.stage)}
          hidden={i !== selected}
          sx={{ pt: 3 }}
        >
          {i === selected &&
            (t.images.length === 0 ? (
              <EmptyTab stage={t.stage} status={development.status} />
            ) : (
              <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {t.images.map((url, index) => (
                  <Grid key={`${url}-${index}`} size={{ xs: 6, sm: 4 }} component="li">
                    <ButtonBase
                      onClick={() => setViewing(index)}
                      aria-label={`Open ${t.label} photo ${index + 1} of ${t.images.length}`}
                      sx={{
                        display: 'block',
                        width: '100%',
                        borderRadius: 1,
                        overflow: 'hidden',
                        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
                      }}
                    >
                      <ResponsiveImage src={url} alt="" sizes={THUMB_SIZES} aspectRatio="4 / 3" />
                    </ButtonBase>
                  </Grid>
                ))}
              </Grid>
            ))}
        </Box>
      ))}
      <GalleryDialog
        open={viewing !== null}
        title={`${development.title}: ${tab.label}`}
        images={tab.images}
        index={viewing ?? 0}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </Box>
  );
}

function EmptyTab({ stage, status }: { stage: GalleryStage; status: string }) {
  const placeholder = emptyTabPlaceholder(stage, status);
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        bgcolor: 'grey.100',
        borderRadius: 2,
        border: '1px dashed',
        borderColor: 'divider',
      }}
    >
      <Typography variant="h6" component="p">
        {placeholder.title}
      </Typography>
      {placeholder.text && <Typography color="text.secondary">{placeholder.text}</Typography>}
    </Box>
  );
}
