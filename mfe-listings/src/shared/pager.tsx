import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
    <Stack
      component="nav"
      aria-label="Pages"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', mt: 4 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {/* The list announces the new page itself: this text is replaced while a page loads. */}
      <Typography aria-current="page">{`Page ${page}`}</Typography>
      <Button variant="outlined" disabled={nextDisabled} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
