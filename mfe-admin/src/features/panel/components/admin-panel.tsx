import { useState, type ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@mui/material';
import type { AdminUser } from '@reedmere/contracts';
import type { Redirect } from '../../../shared/auth/redirect';
import { LogoutButton } from './logout-button';

export interface AdminPanelProps {
  user: AdminUser;
  redirect: Redirect;
  /** The sections, usually AdminTabs. */
  children: ReactNode;
}

export function AdminPanel({ user, redirect, children }: AdminPanelProps) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Container component="section" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          mb: 3,
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Box>
          <Typography variant="h3" component="h1">
            Admin Panel
          </Typography>
          <Typography color="text.secondary">
            Signed in as {user.name} ({user.email})
          </Typography>
        </Box>
        <LogoutButton redirect={redirect} onLeave={() => setLeaving(true)} />
      </Stack>
      {/*
        Off the page on log out, so a page brought back by Back shows none of it: a list first
        shown from an answer already read (the tab labels' counts) is not re-rendered when that
        answer is dropped.
      */}
      {leaving ? null : children}
    </Container>
  );
}
