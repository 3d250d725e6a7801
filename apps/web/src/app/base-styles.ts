// Mantine's global sheets (reset, theme variables, focus classes), then the app's own CSS. Each Mantine
// component's sheet comes with the component, in whatever chunk holds it (build/mantine-css.ts):
// no page imports Mantine CSS.
import 'virtual:mantine-styles';
import './app.css';
