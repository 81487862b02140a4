import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { selectIsAuthenticated, selectUserType, signedOut } from 'shared-ui/session/session-slice';
import { useHydrated } from 'shared-ui/prerender/use-hydrated';
import logoUrl from '../../assets/bildbote-logo.svg';
import { adminAreaLink, finderLink, guestLinks, pageLinks } from './header-links';
import './site-header.css';

const navigationId = 'site-navigation';

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 22s7-6.5 7-12a7 7 0 1 0-14 0c0 5.5 7 12 7 12Zm0-9a3 3 0 1 1 0-6 3 3 0 0 1 0 6Z"
        fill="currentColor"
      />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function SiteHeader() {
  // Signed in or not is known in the browser only: the prerendered header is the guest's.
  const hydrated = useHydrated();
  const isAuthenticated = useSelector(selectIsAuthenticated) && hydrated;
  const userType = useSelector(selectUserType);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnOutsidePointer = (event: Event) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  const signOut = () => {
    // The session effects end the log-in on the server too (and with it the refresh cookie).
    dispatch(signedOut());
    navigate('/login');
  };

  const adminLink = isAuthenticated ? adminAreaLink(userType) : null;

  return (
    <header ref={headerRef} className="site-header">
      <div className="bb-container site-header__bar">
        <Link to="/" className="site-header__logo">
          <img src={logoUrl} alt="Bildbote – Startseite" width="180" height="40" />
        </Link>
        {/* Phones only (CSS): the finder without opening the menu; the navigation has it too. */}
        <Link to={finderLink.to} className="site-header__finder">
          <PinIcon />
          {finderLink.label}
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={navigationId}
          onClick={() => setOpenOn(menuOpen ? null : location.key)}
        >
          <MenuIcon />
          <span>Menü</span>
        </button>
        <nav
          id={navigationId}
          aria-label="Hauptnavigation"
          className={menuOpen ? 'site-header__nav site-header__nav--open' : 'site-header__nav'}
        >
          <ul className="site-header__links">
            {pageLinks.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end className="site-header__link">
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="site-header__account">
            {isAuthenticated ? (
              <>
                {adminLink ? (
                  <li>
                    <NavLink to={adminLink.to} className="site-header__link">
                      {adminLink.label}
                    </NavLink>
                  </li>
                ) : null}
                <li>
                  <button type="button" className="site-header__signout" onClick={signOut}>
                    Abmelden
                  </button>
                </li>
              </>
            ) : (
              guestLinks.map(({ to, label }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={
                      to === '/Registrierung'
                        ? 'site-header__link site-header__link--cta'
                        : 'site-header__link'
                    }
                  >
                    {label}
                  </NavLink>
                </li>
              ))
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
