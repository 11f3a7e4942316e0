import { Card, CardContent, Skeleton } from '@mui/material';

/** The shape of an article card while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="article-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent>
        <Skeleton width="35%" />
        <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
        <Skeleton width="50%" />
        <Skeleton />
        <Skeleton width="80%" />
      </CardContent>
    </Card>
  );
}
