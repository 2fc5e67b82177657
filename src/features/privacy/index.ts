export { PrivacyChoices } from './components/privacy-choices';
export { PrivacyChoicesButton } from './components/privacy-choices-button';
export { openPrivacyChoices } from './dialog-state';
