import { useShareArticle } from './use-share-article';

export interface ShareButtonProps {
  title: string;
  url: string;
}

/** Shares the article (share sheet or copied link). */
export function ShareButton({ title, url }: ShareButtonProps) {
  const share = useShareArticle(title, url);
  return (
    <button
      type="button"
      className="kit-button kit-button--outlined news-button-small"
      onClick={() => void share()}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11A2.99 2.99 0 1 0 15 5c0 .24.04.47.09.7L8.04 9.81A2.99 2.99 0 1 0 6 15c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65A2.92 2.92 0 1 0 18 16.08z"
        />
      </svg>
      Share
    </button>
  );
}
