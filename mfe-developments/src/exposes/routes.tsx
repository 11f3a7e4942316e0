import { Route, Routes } from 'react-router-dom';
import { Container, Typography } from '@mui/material';
import { DevelopmentsPage } from '../features/project-list/components/developments-page';

function ComingSoon() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Development Projects
      </Typography>
      <Typography>This page is being prepared.</Typography>
    </Container>
  );
}

/** Exposed as `developments/routes`: mounted by the shell under its router; paths are relative. */
export default function DevelopmentsRoutes() {
  return (
    <Routes>
      <Route path="developments" element={<DevelopmentsPage />} />
      <Route path="*" element={<ComingSoon />} />
    </Routes>
  );
}
