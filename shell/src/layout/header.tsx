import {
  memo,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Link as RouterLink, useLocation } from '@reedmere/router';
import { AGENCY, telHref } from '@reedmere/agency';
import { BrandLogo } from './brand/brand-logo';
import { CloseIcon, MenuIcon } from './icons';
import { NewTabLink } from './new-tab-link';
import {
  isActive,
  MAIN_CONTENT_ID,
  MAIN_NAVIGATION,
  SUBMENU_CLOSE_DELAY_MS,
  type NavItem,
  type NavLink,
} from './navigation';

function NavAnchor({
  link,
  pathname,
  onNavigate,
}: {
  link: NavLink;
  pathname: string;
  onNavigate?: () => void;
}) {
  if (link.external) {
    return (
      <NewTabLink href={link.to} className="site-menu-link" onClick={onNavigate}>
        {link.label}
      </NewTabLink>
    );
  }
  const current = link.to === pathname;
  return (
    <RouterLink
      to={link.to}
      className="site-menu-link"
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {link.label}
    </RouterLink>
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
    <li
      className="site-nav__item"
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
      <button
        ref={buttonRef}
        type="button"
        className="site-button site-nav__button"
        aria-expanded={open}
        aria-controls={id}
        aria-current={active ? 'true' : undefined}
        onClick={onButtonClick}
      >
        {item.label}
        <span aria-hidden className="site-nav__arrow">
          ▼
        </span>
      </button>
      <ul
        id={id}
        ref={listRef}
        hidden={!open}
        aria-label={`${item.label} menu`}
        className="site-list site-submenu"
      >
        {item.children?.map((child) => (
          <li key={child.label}>
            <NavAnchor link={child} pathname={pathname} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The first thing a keyboard user reaches: jumps past the header to the page's content. */
function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="site-skip-link"
      onClick={(event) => {
        // Move focus as well as the view, without adding a fragment to the address.
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.();
      }}
    >
      Skip to main content
    </a>
  );
}

/**
 * The top bar's opening hours and WhatsApp link, in the menu of a phone: there the top bar keeps
 * to one row, the call link and the valuation button.
 */
function PhoneContactDetails() {
  return (
    <div className="site-mobile-menu__contact">
      <p className="site-mobile-menu__hours">{AGENCY.hours.headerText}</p>
      <NewTabLink href={AGENCY.whatsapp.url} className="site-link site-touch">
        Message us on WhatsApp
      </NewTabLink>
    </div>
  );
}

/** The phone-sized menu: every section, with the submenu links grouped under their section. */
function MobileMenu({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const labelPrefix = useId();
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="site-mobile-menu">
      <ul className="site-list">
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
              <span id={labelId} className="site-mobile-menu__section">
                {item.label}
              </span>
              <ul aria-labelledby={labelId} className="site-list">
                {item.children.map((child) => (
                  <li key={child.label}>
                    <NavAnchor link={child} pathname={pathname} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <PhoneContactDetails />
    </nav>
  );
}

/** The bar above the header's main one: the office's phone and hours, WhatsApp and a valuation. */
const TopBar = memo(function TopBar() {
  const phone = AGENCY.offices.head.phone;
  return (
    <div className="site-top-bar">
      <div className="site-container site-top-bar__row">
        <div className="site-top-bar__group">
          <a href={telHref(phone)} className="site-link site-touch">
            Call {phone}
          </a>
          <span className="site-beside-call">{AGENCY.hours.headerText}</span>
        </div>
        <div className="site-top-bar__group">
          <span className="site-beside-call">
            <NewTabLink href={AGENCY.whatsapp.url} className="site-link site-touch">
              WhatsApp
            </NewTabLink>
          </span>
          <NewTabLink href={AGENCY.valuationUrl} className="site-button site-button--accent">
            Online Valuation
          </NewTabLink>
        </div>
      </div>
    </div>
  );
});

/** The brand and the desktop navigation with its submenus. */
const BrandAndNavigation = memo(function BrandAndNavigation({ pathname }: { pathname: string }) {
  return (
    <>
      <RouterLink to="/" className="site-brand">
        <BrandLogo variant="light" height={44} />
        <span className="site-brand__badge">{AGENCY.badge}</span>
      </RouterLink>
      <nav aria-label="Main" className="site-nav">
        <ul className="site-list site-nav__list">
          {MAIN_NAVIGATION.map((item) => {
            const active = isActive(item, pathname);
            if (item.children) {
              return (
                <SubmenuItem key={item.label} item={item} active={active} pathname={pathname} />
              );
            }
            return (
              <li key={item.label}>
                <RouterLink
                  to={item.to}
                  className="site-button site-nav__button"
                  aria-current={active ? 'page' : undefined}
                >
                  {item.label}
                </RouterLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
});

/**
 * Every page's header: plain markup styled by the chrome's stylesheet, so a page whose other
 * parts are static needs no styling library to take it over. Opening the phone menu draws the
 * toggle and the menu alone: the bars above are kept as they are (memo), so the tap's frame
 * carries no work for them.
 */
export function Header() {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => setMobileOpen(false), [pathname]);
  // The menu lies over the page: a tap on the page beside it closes it, as Escape does.
  useEffect(() => {
    if (!mobileOpen) return;
    const closeOnTapOutside = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMobileOpen(false);
    };
    document.addEventListener('pointerdown', closeOnTapOutside);
    return () => document.removeEventListener('pointerdown', closeOnTapOutside);
  }, [mobileOpen]);

  const closeMobileOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && mobileOpen) {
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <header ref={headerRef} className="site-header" onKeyDown={closeMobileOnEscape}>
      <SkipLink />
      <TopBar />
      <div className="site-container site-main-bar">
        <BrandAndNavigation pathname={pathname} />
        <button
          ref={toggleRef}
          type="button"
          className="site-icon-button site-menu-toggle"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          // The menu exists only while open.
          aria-controls={mobileOpen ? 'mobile-menu' : undefined}
          onClick={() => setMobileOpen((value) => !value)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {mobileOpen && <MobileMenu pathname={pathname} onNavigate={() => setMobileOpen(false)} />}
    </header>
  );
}
