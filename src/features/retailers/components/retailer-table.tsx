import { Table, type TableColumn } from '@/components/ui/table';
import { mailtoHref } from '@/lib/email';
import { safeUrl } from '@/lib/safe-url';
import type { Retailer } from '@/types/api';
import { RETAILER_TEXT } from '../messages';

type RetailerTableProps = {
  retailers: Retailer[];
  /** The S.No of the first row (continuous over the pages when the page size is known). */
  firstNumber: number;
};

const nameOf = (retailer: Retailer): string =>
  `${retailer.first_name} ${retailer.last_name}`.trim();

const NotListed = () => <span className="text-body-secondary">{RETAILER_TEXT.none}</span>;

function WebsiteLink({ retailer }: { retailer: Retailer }) {
  const href = safeUrl(retailer.website_url);
  if (!href) return <NotListed />;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={RETAILER_TEXT.websiteOf(nameOf(retailer))}
    >
      {RETAILER_TEXT.visitWebsite}
    </a>
  );
}

function EmailLink({ email }: { email?: string }) {
  const address = email?.trim() ?? '';
  const href = address ? mailtoHref(address) : '';
  return href ? <a href={href}>{address}</a> : <NotListed />;
}

/** The spec's results table: S.No, Name, Phone, link (the store's website), Email. */
export function RetailerTable({ retailers, firstNumber }: RetailerTableProps) {
  const { columns: titles } = RETAILER_TEXT;
  const columns: TableColumn<Retailer>[] = [
    { key: 'sNo', title: titles.sNo, render: (_row, index) => firstNumber + index },
    { key: 'name', title: titles.name, render: nameOf },
    {
      key: 'phone',
      title: titles.phone,
      render: (row) => row.phone?.trim() || <NotListed />,
      className: 'text-nowrap',
    },
    { key: 'link', title: titles.link, render: (row) => <WebsiteLink retailer={row} /> },
    { key: 'email', title: titles.email, render: (row) => <EmailLink email={row.email} /> },
  ];
  return (
    <Table
      columns={columns}
      rows={retailers}
      rowKey={(row, index) => `${firstNumber + index}-${nameOf(row)}`}
      caption={<span className="visually-hidden">{RETAILER_TEXT.resultsCaption}</span>}
    />
  );
}
