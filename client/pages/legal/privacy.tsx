import { DocumentBody, documentLoader } from '../document-page';

export const loader = documentLoader('privacy', '/legal/privacy', null);

export default function PrivacyPolicyPage() {
  return <DocumentBody slug="privacy" showUpdated />;
}
