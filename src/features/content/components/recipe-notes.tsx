import { CONTENT_TEXT } from '../messages';

/** The raw-food temperature and baking guidance of spec part 2 §9. */
export function RecipeNotes() {
  return (
    <div className="row g-3">
      <div className="col-md-6">
        <aside className="border rounded p-3 h-100" aria-labelledby="raw-food-note">
          <h2 id="raw-food-note" className="h5">
            Raw food
          </h2>
          <p className="mb-0">{CONTENT_TEXT.rawNote}</p>
        </aside>
      </div>
      <div className="col-md-6">
        <aside className="border rounded p-3 h-100" aria-labelledby="baking-note">
          <h2 id="baking-note" className="h5">
            Baking
          </h2>
          <p className="mb-0">{CONTENT_TEXT.bakingNote}</p>
        </aside>
      </div>
    </div>
  );
}
