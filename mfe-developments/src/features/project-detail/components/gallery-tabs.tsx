import { useState, type KeyboardEvent } from 'react';
import type { Development } from '@reedmere/contracts';
import { GalleryDialog, ResponsiveImage } from '@reedmere/web-kit';
import { emptyTabPlaceholder, galleryTabs, type GalleryStage } from '../lib/gallery-placeholders';

const THUMB_SIZES = '(min-width: 900px) 280px, (min-width: 600px) 33vw, 50vw';

const tabId = (stage: GalleryStage) => `gallery-tab-${stage}`;
const panelId = (stage: GalleryStage) => `gallery-panel-${stage}`;

/** The tab a key moves the focus to from `index` of `count`, wrapping round; none for others. */
function tabStep(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The Before / During / After photos of a project, each tab with its image count; a photo opens
 * the full-screen gallery of its tab at that photo. The arrow keys, Home and End move the focus
 * along the tabs; Enter or Space shows the focused tab's photos.
 */
export function GalleryTabs({ development }: { development: Development }) {
  const tabs = galleryTabs(development);
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const tab = tabs[selected]!;

  const choose = (index: number) => {
    setSelected(index);
    setViewing(null);
  };
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    const to = at === -1 ? undefined : tabStep(event.key, at, buttons.length);
    if (to === undefined) return;
    event.preventDefault();
    buttons[to]?.focus();
  };

  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="kit-heading-5">
        Project Gallery
      </h2>
      <div
        role="tablist"
        aria-label="Project photos by stage"
        className="dev-tabs"
        onKeyDown={onTabKeyDown}
      >
        {tabs.map((t, i) => (
          <button
            key={t.stage}
            type="button"
            role="tab"
            id={tabId(t.stage)}
            aria-controls={panelId(t.stage)}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className="dev-tab"
            onClick={() => choose(i)}
          >
            {`${t.label} (${t.images.length})`}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.stage}
          role="tabpanel"
          id={panelId(t.stage)}
          aria-labelledby={tabId(t.stage)}
          hidden={i !== selected}
          className="dev-tabpanel"
        >
          {i === selected &&
            (t.images.length === 0 ? (
              <EmptyTab stage={t.stage} status={development.status} />
            ) : (
              <ul className="dev-thumbs">
                {t.images.map((url, index) => (
                  <li key={`${url}-${index}`}>
                    <button
                      type="button"
                      className="dev-thumb"
                      onClick={() => setViewing(index)}
                      aria-label={`Open ${t.label} photo ${index + 1} of ${t.images.length}`}
                    >
                      <ResponsiveImage src={url} alt="" sizes={THUMB_SIZES} aspectRatio="4 / 3" />
                    </button>
                  </li>
                ))}
              </ul>
            ))}
        </div>
      ))}
      <GalleryDialog
        open={viewing !== null}
        title={`${development.title}: ${tab.label}`}
        images={tab.images}
        index={viewing ?? 0}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </section>
  );
}

function EmptyTab({ stage, status }: { stage: GalleryStage; status: string }) {
  const placeholder = emptyTabPlaceholder(stage, status);
  return (
    <div className="dev-empty-tab">
      <p className="kit-heading-6">{placeholder.title}</p>
      {placeholder.text && <p className="kit-secondary">{placeholder.text}</p>}
    </div>
  );
}
