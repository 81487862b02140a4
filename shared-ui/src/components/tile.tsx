import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { classNames } from './class-names';
import './tile.css';

export interface TileProps {
  /** Target route of the tile. */
  to: string;
  title: string;
  description?: ReactNode;
  /** Decorative icon or image (hidden from screen readers). */
  icon?: ReactNode;
  /** A greyed-out tile is no link and says why, e.g. 'Nur für berechtigte Nutzer zugänglich.'. */
  disabled?: boolean;
  disabledReason?: string;
  className?: string;
}

/** A dashboard tile: a link to an area, or greyed out and unclickable with the reason shown. */
export function Tile({
  to,
  title,
  description,
  icon,
  disabled,
  disabledReason,
  className,
}: TileProps) {
  const content = (
    <>
      {icon ? (
        <span className="bb-tile__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="bb-tile__title">{title}</span>
      {description ? <span className="bb-tile__description">{description}</span> : null}
      {disabled && disabledReason ? (
        <span className="bb-tile__reason">{disabledReason}</span>
      ) : null}
    </>
  );
  if (disabled) {
    return (
      <div className={classNames('bb-tile', 'bb-tile--disabled', className)} aria-disabled="true">
        {content}
      </div>
    );
  }
  return (
    <Link to={to} className={classNames('bb-tile', className)}>
      {content}
    </Link>
  );
}
