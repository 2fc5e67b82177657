import { Offcanvas } from 'react-bootstrap';

export type CategoryDrawerPanelProps = {
  show: boolean;
  titles: { title: string; anchor: string }[];
  onChoose: (anchor: string) => void;
  onHide: () => void;
  onExited: () => void;
};

/** The drawer itself (react-bootstrap Offcanvas): loaded on demand by CategoryDrawer. */
export function CategoryDrawerPanel({
  show,
  titles,
  onChoose,
  onHide,
  onExited,
}: CategoryDrawerPanelProps) {
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      onExited={onExited}
      restoreFocus={false}
      placement="start"
      aria-labelledby="category-drawer-title"
    >
      <Offcanvas.Header closeButton closeLabel="Close categories">
        <Offcanvas.Title id="category-drawer-title">Categories</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <ul className="list-unstyled mb-0">
          {titles.map(({ title, anchor }) => (
            <li key={anchor}>
              <button
                type="button"
                className="btn btn-link text-start px-0"
                onClick={() => onChoose(anchor)}
              >
                {title}
              </button>
            </li>
          ))}
        </ul>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
