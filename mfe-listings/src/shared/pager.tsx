/** Previous, 'Page n', Next. Previous is off on page 1; Next only when the caller says so. */
export function Pager({
  page,
  onPage,
  nextDisabled = false,
}: {
  page: number;
  onPage: (page: number) => void;
  nextDisabled?: boolean;
}) {
  return (
    <nav aria-label="Pages" className="kit-pager">
      <button
        type="button"
        className="kit-button kit-button--outlined"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      {/* The list announces the new page itself: this text is replaced while a page loads. */}
      <p aria-current="page">{`Page ${page}`}</p>
      <button
        type="button"
        className="kit-button kit-button--outlined"
        disabled={nextDisabled}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
