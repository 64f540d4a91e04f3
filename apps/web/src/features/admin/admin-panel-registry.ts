import { registerAdminPanel } from './admin-panels.ts';

// One line per admin panel that exists; each panel lives in features/admin/<panel>/.
void registerAdminPanel;
