import { DocumentBody, documentLoader } from '#client/components/DocumentPage';

export const loader = documentLoader('consent', '/legal/consent', null);

export default function ConsentPage() {
  return <DocumentBody slug="consent" showUpdated />;
}
