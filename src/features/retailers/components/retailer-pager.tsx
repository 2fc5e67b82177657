import { Button } from 'react-bootstrap';
import { RETAILER_TEXT } from '../messages';

type RetailerPagerProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
};

type PageButtonProps = {
  label: string;
  target: number;
  allowed: boolean;
  onPage: (page: number) => void;
};

// aria-disabled, not disabled: the button that reaches the first or last page keeps the focus.
function PageButton({ label, target, allowed, onPage }: PageButtonProps) {
  return (
    <Button
      variant="outline-primary"
      aria-disabled={!allowed || undefined}
      className={allowed ? undefined : 'retailer-pager__off'}
      onClick={() => {
        if (allowed) onPage(target);
      }}
    >
      {label}
    </Button>
  );
}

/** 'Previous' / 'Page x of y' / 'Next', never leaving 1..totalPages (spec part 2 §4). */
export function RetailerPager({ page, totalPages, onPage }: RetailerPagerProps) {
  return (
    <nav aria-label={RETAILER_TEXT.pagerLabel} className="d-flex align-items-center gap-3 mt-2">
      <PageButton
        label={RETAILER_TEXT.previous}
        target={page - 1}
        allowed={page > 1}
        onPage={onPage}
      />
      <span role="status" className="fw-semibold">
        {RETAILER_TEXT.pageOf(page, totalPages)}
      </span>
      <PageButton
        label={RETAILER_TEXT.next}
        target={page + 1}
        allowed={page < totalPages}
        onPage={onPage}
      />
    </nav>
  );
}
