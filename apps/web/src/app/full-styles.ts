// The lazy layouts load the complete Mantine sheets (after the login's per-component ones).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import './app.css';
