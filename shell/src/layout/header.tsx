import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  Box,
  Button,
  Collapse,
  Container,
  IconButton,
  Link,
  Paper,
  Typography,
} from '@mui/material';
import { AGENCY, telHref } from '@reedmere/agency';
import {
  isActive,
  MAIN_NAVIGATION,
  SUBMENU_CLOSE_DELAY_MS,
  type NavItem,
  type NavLink,
} from './navigation';

function NavAnchor({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  const sx = {
    display: 'block',
    px: 2,
    py: 1,
    color: 'text.primary',
    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
  };
  if (link.external) {
    return (
      <Link href={link.to} target="_blank" rel="noopener noreferrer" sx={sx} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={link.to} sx={sx} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

/** A menu item with a submenu: opens on hover and focus, closes 150 ms after leaving. */
function SubmenuItem({ item, active }: { item: NavItem; active: boolean }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirst = useRef(false);
  const id = useId();

  const cancelClose = () => clearTimeout(timer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeLater = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), SUBMENU_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      listRef.current?.querySelector<HTMLElement>('a')?.focus();
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      cancelClose();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        focusFirst.current = true;
        openNow();
      } else {
        links[(index + 1) % links.length]?.focus();
      }
    } else if (event.key === 'ArrowUp' && open && links.length > 0) {
      event.preventDefault();
      links[(index - 1 + links.length) % links.length]?.focus();
    }
  };

  return (
    <Box
      component="li"
      sx={{ position: 'relative' }}
      onMouseEnter={openNow}
      onMouseLeave={closeLater}
      onFocus={(event) => {
        // Focus arriving from outside opens it; moving within (or back after Escape) does not.
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) cancelClose();
        else openNow();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeLater();
      }}
      onKeyDown={onKeyDown}
    >
      <Button
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="true"
        onClick={() => (open ? setOpen(false) : openNow())}
        sx={{
          color: active ? 'secondary.main' : 'inherit',
          borderBottom: 2,
          borderColor: active ? 'secondary.main' : 'transparent',
          borderRadius: 0,
        }}
      >
        {item.label}
        <Box component="span" aria-hidden sx={{ ml: 0.5, fontSize: '0.7em' }}>
          ▼
        </Box>
      </Button>
      <Paper
        component="ul"
        id={id}
        ref={listRef}
        hidden={!open}
        aria-label={`${item.label} menu`}
        elevation={4}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          zIndex: 20,
          minWidth: 240,
          listStyle: 'none',
          m: 0,
          p: 0,
          py: 1,
        }}
      >
        {item.children?.map((child) => (
          <li key={child.label}>
            <NavAnchor link={child} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </Paper>
    </Box>
  );
}

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => setMobileOpen(false), [pathname]);
  const phone = AGENCY.offices.head.phone;

  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Box sx={{ bgcolor: 'primary.dark', fontSize: 14 }}>
        <Container
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            py: 0.75,
          }}
        >
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Link href={telHref(phone)} color="inherit">
              Call {phone}
            </Link>
            <span>{AGENCY.hours.headerText}</span>
          </Box>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Link
              href={AGENCY.whatsapp.url}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
            >
              WhatsApp
            </Link>
            <Button
              href={AGENCY.valuationUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              color="secondary"
              size="small"
            >
              Online Valuation
            </Button>
          </Box>
        </Container>
      </Box>
      <Container
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}
      >
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{ display: 'flex', flexDirection: 'column' }}
        >
          <Typography component="span" variant="h5" sx={{ fontFamily: 'Georgia, serif' }}>
            {AGENCY.name}
          </Typography>
          <Typography component="span" variant="caption" sx={{ letterSpacing: 2, opacity: 0.8 }}>
            {AGENCY.badge}
          </Typography>
        </Link>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
            {MAIN_NAVIGATION.map((item) => {
              const active = isActive(item, pathname);
              if (item.children) {
                return <SubmenuItem key={item.label} item={item} active={active} />;
              }
              return (
                <li key={item.label}>
                  <Button
                    component={RouterLink}
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    sx={{
                      color: active ? 'secondary.main' : 'inherit',
                      borderBottom: 2,
                      borderColor: active ? 'secondary.main' : 'transparent',
                      borderRadius: 0,
                    }}
                  >
                    {item.label}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
        <IconButton
          color="inherit"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((value) => !value)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Container>
      <Collapse in={mobileOpen} unmountOnExit sx={{ display: { md: 'none' } }}>
        <Box
          component="nav"
          id="mobile-menu"
          aria-label="Mobile"
          sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
        >
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, py: 1 }}>
            {MAIN_NAVIGATION.flatMap((item) => (item.children ? [...item.children] : [item])).map(
              (link) => (
                <li key={link.label}>
                  <NavAnchor link={link} onNavigate={() => setMobileOpen(false)} />
                </li>
              ),
            )}
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}
