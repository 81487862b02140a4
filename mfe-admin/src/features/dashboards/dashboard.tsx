import { Tile } from 'shared-ui/components/tile';
import type { UserType } from 'shared-ui/session/session-slice';
import { AdminPage } from '../layout/admin-page';
import { dashboardTexts, type DashboardTile } from './dashboard-tiles';
import './dashboard.css';

export interface DashboardProps {
  title: string;
  intro: string;
  tiles: readonly DashboardTile[];
  userType: UserType;
}

/** A dashboard: one tile per area, greyed out with its reason where the role has no access. */
export function Dashboard({ title, intro, tiles, userType }: DashboardProps) {
  return (
    <AdminPage title={title}>
      <p>{intro}</p>
      <ul className="bb-dashboard" aria-label={dashboardTexts.tilesLabel}>
        {tiles.map((tile) => {
          const unavailable = tile.unavailableFor?.roles.includes(userType) ?? false;
          return (
            <li key={tile.title} className="bb-dashboard__item">
              <Tile
                to={tile.to}
                title={tile.title}
                description={tile.description}
                icon={tile.icon}
                disabled={unavailable}
                disabledReason={unavailable ? tile.unavailableFor?.reason : undefined}
              />
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
