import { DocumentBody, documentLoader } from '#client/page-parts/DocumentPage';

export const loader = documentLoader('about', '/about', 'about');

export default function AboutPage() {
  return <DocumentBody slug="about" showUpdated={false} />;
}
