import { DocumentBody, documentLoader } from '#client/page-parts/DocumentPage';

export const loader = documentLoader('privacy', '/legal/privacy', null);

export default function PrivacyPolicyPage() {
  return <DocumentBody slug="privacy" showUpdated />;
}
