import { Route, Routes } from 'react-router-dom';
import { Container, Typography } from '@mui/material';

function AdminPanel() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1">
        Admin panel
      </Typography>
    </Container>
  );
}

/** Exposed as `admin/routes`: mounted by the shell under its router; paths are relative. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="admin/*" element={<AdminPanel />} />
      <Route path="*" element={<AdminPanel />} />
    </Routes>
  );
}
