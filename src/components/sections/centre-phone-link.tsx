import { TextLink } from '@/components/ui/text-link';
import { centreLinks } from '@/config/contact';
import { site } from '@/config/site';

/** The centre's phone number in running text, as a link that dials it: left to right, on one line. */
export function CentrePhoneLink() {
  return (
    <TextLink to={centreLinks.phone}>
      <bdi dir="ltr" className="whitespace-nowrap">
        {site.phone}
      </bdi>
    </TextLink>
  );
}
