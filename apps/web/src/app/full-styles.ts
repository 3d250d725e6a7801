// The lazy layouts load the complete Mantine sheets (after the login's per-component ones).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
