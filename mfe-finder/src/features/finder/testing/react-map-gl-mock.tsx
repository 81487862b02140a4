// Module-level stand-in for react-map-gl/mapbox in jsdom, which has no WebGL (ARCHITECTURE §3:
// mocking mapbox-gl alone does not work with react-map-gl 8). It renders the children, reports
// 'load' at once, records the camera calls, and offers one button per studio feature that
// sends the click event the real map would send for that circle.
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useImperativeHandle,
  type ReactNode,
} from 'react';

interface MockMapProps {
  children?: ReactNode;
  onLoad?: () => void;
  onClick?: (event: unknown) => void;
}

export const mapCamera = {
  fitBounds: jest.fn(),
  flyTo: jest.fn(),
  easeTo: jest.fn(),
};

/** The props of the most recently rendered map. */
export const renderedMap: { props: Record<string, unknown> | null } = { props: null };

const MapClickContext = createContext<((event: unknown) => void) | undefined>(undefined);

export const Map = forwardRef<unknown, MockMapProps>(function MockMap(props, ref) {
  const { children, onLoad, onClick } = props;
  useImperativeHandle(ref, () => ({ ...mapCamera, getSource: () => undefined }), []);
  useEffect(() => {
    onLoad?.();
    // Like the real map: 'load' fires once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    renderedMap.props = { ...props };
  });
  return (
    <div data-testid="map">
      <button type="button" onClick={() => onClick?.({ features: [] })}>
        Leere Stelle der Karte
      </button>
      <MapClickContext.Provider value={onClick}>{children}</MapClickContext.Provider>
    </div>
  );
});

interface MockSourceProps {
  id: string;
  data?: { type: string; features?: { properties: { shopId?: number }; geometry: unknown }[] };
  children?: ReactNode;
}

export function Source({ id, data, children }: MockSourceProps) {
  const onClick = useContext(MapClickContext);
  const features = id === 'studios' ? (data?.features ?? []) : [];
  return (
    <div data-testid={`source-${id}`}>
      {features.map((feature) => (
        <button
          key={feature.properties.shopId}
          type="button"
          onClick={() =>
            onClick?.({
              features: [
                {
                  layer: { id: 'studio-points' },
                  properties: feature.properties,
                  geometry: feature.geometry,
                },
              ],
            })
          }
        >
          {`Markierung ${feature.properties.shopId}`}
        </button>
      ))}
      {children}
    </div>
  );
}

export function Layer() {
  return null;
}

export function NavigationControl() {
  return null;
}

export function Popup({ children }: { children?: ReactNode }) {
  return <div data-testid="popup">{children}</div>;
}

export default Map;
