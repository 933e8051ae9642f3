/**
 * Leaflet's stylesheet and marker images, bundled with the map chunk (vite emits them beside the
 * JavaScript, or inlines the small ones): no map request leaves the console's origin. Leaflet finds
 * its default marker images through a CSS url() trick that bundlers break, so the bundled URLs are
 * given to it here. Imported once, by BaseMap.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// an empty image path: the bundled URLs are used as they are, never prefixed with a guessed folder
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });
