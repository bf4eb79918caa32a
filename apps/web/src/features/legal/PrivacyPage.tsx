import { WEB } from '@codedojo/shared';
import { LegalPage } from './LegalPage.tsx';

export default function PrivacyPage() {
  return <LegalPage title={WEB.pages.privacy} paragraphs={WEB.legal.privacyBody} testId="page-privacy" />;
}
