import { useLocation } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { LoadingState } from 'shared-ui/components/spinner';
import { Tile } from 'shared-ui/components/tile';
import type { UserType } from 'shared-ui/session/session-slice';
import { AdminPage } from '../layout/admin-page';
import { useGetChecklistQuery } from './checklist-api';
import { checklistTexts } from './checklist-texts';
import { dailyWorkFirst, dashboardTexts, type DashboardTile } from './dashboard-tiles';
import { SetupChecklist } from './setup-checklist';
import './dashboard.css';

export interface DashboardProps {
  title: string;
  intro: string;
  tiles: readonly DashboardTile[];
  userType: UserType;
}

/** What a page that sends a person here may pass along in the navigation state. */
export interface DashboardArrival {
  /** Just registered: the first sign-in ends here while the licence is not yet available. */
  registered?: boolean;
}

function Tiles({ tiles, userType }: { tiles: readonly DashboardTile[]; userType: UserType }) {
  return (
    <ul className="bb-dashboard" aria-label={dashboardTexts.tilesLabel}>
      {tiles.map((tile) => {
        const unavailable = tile.unavailableFor?.roles.includes(userType) ?? false;
        return (
          <li key={tile.title} className="bb-dashboard__item">
            <Tile
              to={tile.to}
              title={tile.title}
              description={tile.description}
              icon={<tile.icon size={28} strokeWidth={1.75} />}
              disabled={unavailable}
              disabledReason={unavailable ? tile.unavailableFor?.reason : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A dashboard that guides (issue 23): while set-up is open it leads with the checklist the
 * server computed, the next step first; once complete it leads with the daily work and keeps the
 * checklist folded below. The tiles of every area stay, greyed out where the role has no access.
 */
export function Dashboard({ title, intro, tiles, userType }: DashboardProps) {
  // Steps change on other pages (eID, mandate, the operator's review): ask on every visit.
  const {
    data: checklist,
    isLoading,
    isError,
  } = useGetChecklistQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const arrival = useLocation().state as DashboardArrival | null;
  const complete = checklist?.complete === true;

  return (
    <AdminPage title={title}>
      {arrival?.registered ? <Alert variant="success">{checklistTexts.registered}</Alert> : null}
      <p>{intro}</p>
      {/* The areas wait for the checklist: it goes above the tiles and decides their order, so
          tiles shown before it would move under a pointer about to click one. */}
      {isLoading ? (
        <LoadingState label={checklistTexts.loading} />
      ) : (
        <>
          {isError && !checklist ? <Alert variant="info">{checklistTexts.loadFailed}</Alert> : null}
          {checklist && !complete ? <SetupChecklist checklist={checklist} /> : null}
          <h2 className="bb-dashboard__heading">
            {complete ? checklistTexts.dailyWorkHeading : checklistTexts.areasHeading}
          </h2>
          <Tiles tiles={complete ? dailyWorkFirst(tiles) : tiles} userType={userType} />
          {checklist && complete ? <SetupChecklist checklist={checklist} /> : null}
        </>
      )}
    </AdminPage>
  );
}
