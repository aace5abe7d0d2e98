import { PageHeader } from '../components/page-header';
import { useScreenHeading } from '../lib/screen-heading';

/** A screen of the spec whose content a later piece of work builds: its title and breadcrumb, nothing made up. */
export default function PlannedScreen() {
  const heading = useScreenHeading();
  return <PageHeader title={heading.title} crumbs={heading.crumbs} />;
}
