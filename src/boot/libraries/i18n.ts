// Start-up stage: the translation libraries alone (see src/entry-client.tsx).
import 'i18next';
export { initReactI18next as library } from 'react-i18next';
