import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useTranslation } from 'react-i18next';
import { AttributionControl, MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';

/** The provider's office (fixed marker). */
export const officePosition: [number, number] = [32.6585, 35.1093];

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
});

// A transparent pixel: when tiles cannot load (offline, blocked) the map stays a quiet grey box.
const blankTile = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function ContactMap({ tileUrl, label }: { tileUrl: string; label: string }) {
  const { t } = useTranslation('contact');
  // Leaflet's own controls speak English ("Zoom in", "Marker"): they are added here with the reader's words.
  return (
    <MapContainer
      center={officePosition}
      zoom={13}
      style={{ height: 320, width: '100%', borderRadius: 8 }}
      scrollWheelZoom={false}
      aria-label={label}
      zoomControl={false}
      attributionControl={false}
    >
      <ZoomControl zoomInTitle={t('mapZoomIn')} zoomOutTitle={t('mapZoomOut')} />
      <AttributionControl
        prefix={`<a href="https://leafletjs.com" title="${t('mapLibrary').replaceAll('"', '&quot;')}" target="_blank" rel="noopener">Leaflet</a>`}
      />
      <TileLayer url={tileUrl} errorTileUrl={blankTile} attribution="&copy; OpenStreetMap" />
      <Marker position={officePosition} icon={icon} alt={t('mapMarker')} />
    </MapContainer>
  );
}
