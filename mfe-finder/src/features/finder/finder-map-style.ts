import type { LayerProps } from 'react-map-gl/mapbox';

/** Mapbox base map, used when a token is configured. */
export const mapboxStyleUrl = 'mapbox://styles/mapbox/light-v11';

/**
 * A base map that needs no network: a plain background. Used when the Mapbox style cannot be
 * loaded (offline, blocked or rejected token), so the studios stay visible and clickable.
 */
export const offlineStyle = {
  version: 8 as const,
  sources: {},
  layers: [
    {
      id: 'background',
      type: 'background' as const,
      paint: { 'background-color': '#f3f6fa' },
    },
  ],
};

/** German texts of mapbox-gl's own controls. */
export const mapLocale = {
  'AttributionControl.ToggleAttribution': 'Quellenangaben ein- oder ausblenden',
  'FullscreenControl.Enter': 'Vollbild',
  'FullscreenControl.Exit': 'Vollbild beenden',
  'LogoControl.Title': 'Mapbox-Logo',
  'Map.Title': 'Karte',
  'NavigationControl.ResetBearing': 'Nach Norden ausrichten',
  'NavigationControl.ZoomIn': 'Vergrößern',
  'NavigationControl.ZoomOut': 'Verkleinern',
  'ScrollZoomBlocker.CtrlMessage': 'Mit Strg und Scrollen zoomen',
  'ScrollZoomBlocker.CmdMessage': 'Mit ⌘ und Scrollen zoomen',
  'TouchPanBlocker.Message': 'Mit zwei Fingern verschieben',
};

export const studiosSourceId = 'studios';
export const clusterLayerId = 'studio-clusters';
export const studioLayerId = 'studio-points';

/**
 * Colours of the design tokens (shared-ui/styles/tokens.css). WebGL paint properties cannot
 * read CSS variables, so the map reads them from the document once it loads.
 */
export interface MapColours {
  primary: string;
  accent: string;
  surface: string;
}

const fallbackColours: MapColours = { primary: '#0b4f8a', accent: '#f2a900', surface: '#ffffff' };

export function readMapColours(element: Element = document.documentElement): MapColours {
  const styles = getComputedStyle(element);
  const read = (name: string, fallback: string) => styles.getPropertyValue(name).trim() || fallback;
  return {
    primary: read('--bb-color-primary', fallbackColours.primary),
    accent: read('--bb-color-accent', fallbackColours.accent),
    surface: read('--bb-color-surface', fallbackColours.surface),
  };
}

/**
 * Clusters are circles whose size grows with the number of studios they hold: no text layer,
 * so no glyphs have to be loaded from a remote server.
 */
export function clusterLayer(colours: MapColours): LayerProps {
  return {
    id: clusterLayerId,
    type: 'circle',
    source: studiosSourceId,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': colours.primary,
      'circle-opacity': 0.85,
      'circle-stroke-color': colours.surface,
      'circle-stroke-width': 2,
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 19, 100, 25, 1000, 32],
    },
  };
}

export function studioLayer(colours: MapColours, selectedShopId: number | null): LayerProps {
  const selected = ['==', ['get', 'shopId'], selectedShopId ?? -1];
  return {
    id: studioLayerId,
    type: 'circle',
    source: studiosSourceId,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': ['case', selected, colours.primary, colours.accent],
      'circle-radius': ['case', selected, 10, 8],
      'circle-stroke-color': colours.surface,
      'circle-stroke-width': 2,
    },
  };
}

export function searchPositionLayer(colours: MapColours): LayerProps {
  return {
    id: 'search-position',
    type: 'circle',
    paint: {
      'circle-color': colours.surface,
      'circle-radius': 7,
      'circle-stroke-color': colours.primary,
      'circle-stroke-width': 4,
    },
  };
}

export function allShopsCircleLayer(colours: MapColours): LayerProps {
  return {
    id: 'all-shops-circle',
    type: 'line',
    paint: { 'line-color': colours.primary, 'line-width': 2, 'line-opacity': 0.5 },
  };
}
