import { DocumentBody, documentLoader } from '#client/components/DocumentPage';

export const loader = documentLoader('privacy', '/legal/privacy', null);

export default function PrivacyPolicyPage() {
  return <DocumentBody slug="privacy" showUpdated />;
}
