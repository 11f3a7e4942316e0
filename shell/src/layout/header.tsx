import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from '@reedmere/router';
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
import { BrandLogo } from './brand/brand-logo';
import { CloseIcon, MenuIcon } from './icons';
import {
  isActive,
  MAIN_CONTENT_ID,
  MAIN_NAVIGATION,
  SUBMENU_CLOSE_DELAY_MS,
  type NavItem,
  type NavLink,
} from './navigation';
import { ExternalLink, NEW_TAB_HINT, touchTarget, visuallyHidden } from '@reedmere/web-kit';

function NavAnchor({
  link,
  pathname,
  onNavigate,
}: {
  link: NavLink;
  pathname: string;
  onNavigate?: () => void;
}) {
  const current = !link.external && link.to === pathname;
  const sx = {
    display: 'block',
    px: 2,
    py: 1,
    color: 'text.primary',
    fontWeight: current ? 700 : undefined,
    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
  };
  if (link.external) {
    return (
      <ExternalLink href={link.to} underline="hover" sx={sx} onClick={onNavigate}>
        {link.label}
      </ExternalLink>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={link.to}
      underline="hover"
      aria-current={current ? 'page' : undefined}
      sx={sx}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
}

/**
 * A menu item with a submenu: a pointer opens it on hover, and it closes 150 ms after the pointer
 * or focus leaves. Focus alone does not open it, so Enter and Space, the keys that press a
 * button, open it (and close it again); ArrowDown opens it onto its first link; Escape closes it
 * and returns focus to its button.
 */
function SubmenuItem({
  item,
  active,
  pathname,
}: {
  item: NavItem;
  active: boolean;
  pathname: string;
}) {
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
  // A page change closes the menu, whichever way the visitor navigated.
  useEffect(() => setOpen(false), [pathname]);
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

  const onButtonClick = (event: MouseEvent) => {
    // A pointer click follows the hover that already opened the menu, so it keeps it open;
    // Enter and Space (a click with no pointer detail) toggle it.
    if (event.detail > 0 || !open) openNow();
    else setOpen(false);
  };

  return (
    <Box
      component="li"
      sx={{ position: 'relative' }}
      onMouseEnter={openNow}
      onMouseLeave={closeLater}
      onFocus={(event) => {
        // Focus moving within an open menu keeps it open.
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) cancelClose();
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
        aria-current={active ? 'true' : undefined}
        onClick={onButtonClick}
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
            <NavAnchor link={child} pathname={pathname} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </Paper>
    </Box>
  );
}

/** The first thing a keyboard user reaches: jumps past the header to the page's content. */
function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Move focus as well as the view, without adding a fragment to the address.
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        bgcolor: 'common.white',
        color: 'primary.main',
        fontWeight: 700,
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Link>
  );
}

/**
 * On a phone the top bar keeps to one row, the call link and the valuation button: the opening
 * hours and the WhatsApp link are shown from the next size up, and in the menu below that.
 */
const SHOWN_BESIDE_CALL = { display: { xs: 'none', sm: 'inline-flex' } } as const;

/** The top bar's opening hours and WhatsApp link, in the menu of a phone, whose top bar has no room. */
function PhoneContactDetails() {
  return (
    <Box
      sx={{
        display: { xs: 'block', sm: 'none' },
        borderTop: 1,
        borderColor: 'divider',
        px: 2,
        py: 1,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
        {AGENCY.hours.headerText}
      </Typography>
      <ExternalLink
        href={AGENCY.whatsapp.url}
        underline="hover"
        sx={{ ...touchTarget, color: 'text.primary' }}
      >
        Message us on WhatsApp
      </ExternalLink>
    </Box>
  );
}

/** The phone-sized menu: every section, with the submenu links grouped under their section. */
function MobileMenu({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const labelPrefix = useId();
  return (
    <Box
      component="nav"
      id="mobile-menu"
      aria-label="Mobile"
      sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, py: 1 }}>
        {MAIN_NAVIGATION.map((item) => {
          if (!item.children) {
            return (
              <li key={item.label}>
                <NavAnchor link={item} pathname={pathname} onNavigate={onNavigate} />
              </li>
            );
          }
          const labelId = `${labelPrefix}-${item.label}`;
          return (
            <li key={item.label}>
              <Typography
                id={labelId}
                variant="overline"
                component="span"
                sx={{ display: 'block', px: 2, pt: 1, color: 'text.secondary' }}
              >
                {item.label}
              </Typography>
              <Box component="ul" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {item.children.map((child) => (
                  <li key={child.label}>
                    <NavAnchor link={child} pathname={pathname} onNavigate={onNavigate} />
                  </li>
                ))}
              </Box>
            </li>
          );
        })}
      </Box>
      <PhoneContactDetails />
    </Box>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setMobileOpen(false), [pathname]);
  const phone = AGENCY.offices.head.phone;

  const closeMobileOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && mobileOpen) {
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <Box
      component="header"
      onKeyDown={closeMobileOnEscape}
      sx={{ position: 'relative', bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <SkipLink />
      <Box sx={{ bgcolor: 'primary.dark', fontSize: 14 }}>
        <Container
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
            alignItems: 'center',
            justifyContent: 'space-between',
            py: 0.75,
          }}
        >
          <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Link href={telHref(phone)} color="inherit" underline="hover" sx={touchTarget}>
              Call {phone}
            </Link>
            <Box component="span" sx={SHOWN_BESIDE_CALL}>
              {AGENCY.hours.headerText}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box sx={SHOWN_BESIDE_CALL}>
              <ExternalLink
                href={AGENCY.whatsapp.url}
                color="inherit"
                underline="hover"
                sx={touchTarget}
              >
                WhatsApp
              </ExternalLink>
            </Box>
            <Button
              href={AGENCY.valuationUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              color="secondary"
              size="small"
            >
              Online Valuation
              <Box component="span" sx={visuallyHidden}>
                {` ${NEW_TAB_HINT}`}
              </Box>
            </Button>
          </Box>
        </Container>
      </Box>
      <Container
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          py: 1.5,
        }}
      >
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 0.5,
            minWidth: 0,
          }}
        >
          <BrandLogo variant="light" height={44} />
          <Typography
            component="span"
            variant="caption"
            sx={{
              letterSpacing: 2,
              opacity: 0.8,
              // Beside the full menu on a medium window there is no room for it.
              display: { xs: 'none', sm: 'block', md: 'none', lg: 'block' },
            }}
          >
            {AGENCY.badge}
          </Typography>
        </Link>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
            {MAIN_NAVIGATION.map((item) => {
              const active = isActive(item, pathname);
              if (item.children) {
                return (
                  <SubmenuItem key={item.label} item={item} active={active} pathname={pathname} />
                );
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
          ref={toggleRef}
          color="inherit"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          // The menu exists only while open.
          aria-controls={mobileOpen ? 'mobile-menu' : undefined}
          onClick={() => setMobileOpen((value) => !value)}
          // A ripple's first use adds its keyframes to the page, which restyles the whole page
          // before the menu can show: a third of the tap's wait on a phone. Focus stays visible.
          disableRipple
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Container>
      <Collapse in={mobileOpen} unmountOnExit sx={{ display: { md: 'none' } }}>
        <MobileMenu pathname={pathname} onNavigate={() => setMobileOpen(false)} />
      </Collapse>
    </Box>
  );
}
