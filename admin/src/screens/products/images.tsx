/**
 * A product's images in the product editor: upload (file picker or drop, components/image-upload.tsx, to
 * `POST /api/rest/v2/admin/products/{id}/images`), the gallery in order as thumbnails, reorder (Move up/down
 * buttons, or drag one image onto another), a label each, the roles (base: the product page and the product's
 * image; small: listings; thumbnail) as checkboxes, each role on one image only (the server takes it off the
 * others), hide from the gallery, and delete after a confirmation. Every change is one admin GraphQL mutation
 * (image-operations.ts), audited by the server; the editor's History link shows them.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { ImageUpload } from "../../components/image-upload.tsx";
import type { ProductImageFieldsFragment, ProductImageRole } from "../../generated/graphql.ts";
import { ProductImageDelete, ProductImagesList, ProductImagesReorder, ProductImageUpdate } from "./image-operations.ts";
import "./images.css";

type Image = ProductImageFieldsFragment;
const ROLES: { role: ProductImageRole; label: string }[] = [
  { role: "base", label: "Base" },
  { role: "small", label: "Small" },
  { role: "thumbnail", label: "Thumbnail" },
];
const refresh = { additionalTypenames: ["ProductImage"] };

export function ProductImages({ productId }: { productId: number }) {
  const [list, reload] = useQuery({ query: ProductImagesList, variables: { productId }, requestPolicy: "cache-and-network", context: refresh });
  const [, update] = useMutation(ProductImageUpdate);
  const [, reorder] = useMutation(ProductImagesReorder);
  const [, remove] = useMutation(ProductImageDelete);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Image | null>(null);
  const images: readonly Image[] = list.data?.productImages ?? [];

  /** runs one mutation; its Problem or error shows, else `done` */
  const run = async (what: Promise<{ data?: Record<string, unknown>; error?: { message: string } }>, field: string, done: string) => {
    setBusy(true);
    setProblem(null);
    setStatus(null);
    const r = await what;
    setBusy(false);
    const answer = r.data?.[field];
    if (isProblem(answer)) setProblem(answer);
    else if (r.error) setProblem({ code: "error", message: r.error.message });
    else setStatus(done);
    reload({ requestPolicy: "network-only" });
  };

  const move = (id: number, to: number) => {
    const ids = images.map((i) => i.id).filter((x) => x !== id);
    ids.splice(Math.max(0, Math.min(to, ids.length)), 0, id);
    void run(reorder({ productId, ids }, refresh), "productImagesReorder", "Order saved.");
  };
  const setRoles = (img: Image, role: ProductImageRole, on: boolean) => {
    const roles = on ? [...img.roles, role] : img.roles.filter((r) => r !== role);
    void run(update({ id: img.id, input: { roles } }, refresh), "productImageUpdate", `${role} image set.`);
  };

  return (
    <section class="product-images" aria-labelledby={`product-images-${productId}`}>
      <h3 id={`product-images-${productId}`}>Images</h3>
      <ImageUpload
        route={`/api/rest/v2/admin/products/${productId}/images`}
        label="Add images"
        multiple
        onUploaded={() => reload({ requestPolicy: "network-only" })}
      />
      {list.error && <ErrorView error={list.error} />}
      {problem && <ProblemView problem={problem} title="Images" />}
      {status && <Success>{status}</Success>}
      {list.data && images.length === 0 && <p class="muted">No images yet: the storefront shows a placeholder.</p>}
      <ol class="image-list" aria-busy={busy}>
        {images.map((img, i) => (
          <li
            key={img.id}
            class={`${dragged === img.id ? "dragging" : ""}${img.disabled ? " hidden-image" : ""}`}
            draggable
            onDragStart={(e) => {
              setDragged(img.id);
              e.dataTransfer?.setData("text/plain", String(img.id));
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null && dragged !== img.id) move(dragged, i);
              setDragged(null);
            }}
          >
            <img src={img.thumbnailUrl ?? img.url} alt={img.label || `Image ${i + 1}`} width={150} height={150} loading="lazy" />
            <div class="image-fields">
              <LabelField
                img={img}
                index={i}
                disabled={busy}
                onSave={(label) => run(update({ id: img.id, input: { label } }, refresh), "productImageUpdate", "Label saved.")}
              />
              <fieldset>
                <legend>Roles of image {i + 1}</legend>
                {ROLES.map(({ role, label }) => (
                  <label key={role} class="check">
                    <input
                      type="checkbox"
                      checked={img.roles.includes(role)}
                      disabled={busy}
                      onChange={(e) => setRoles(img, role, (e.currentTarget as HTMLInputElement).checked)}
                    />{" "}
                    {label}
                  </label>
                ))}
                <label class="check">
                  <input
                    type="checkbox"
                    checked={img.disabled}
                    disabled={busy}
                    onChange={(e) =>
                      run(update({ id: img.id, input: { disabled: (e.currentTarget as HTMLInputElement).checked } }, refresh), "productImageUpdate", "Saved.")
                    }
                  />{" "}
                  Hide from the gallery
                </label>
              </fieldset>
              <div class="image-actions">
                <span class="muted">
                  {i + 1} of {images.length}
                  {img.width && img.height ? `, ${img.width} × ${img.height}` : ""}
                </span>
                <button type="button" class="secondary" disabled={busy || i === 0} onClick={() => move(img.id, i - 1)} aria-label={`Move image ${i + 1} up`}>
                  Move up
                </button>
                <button
                  type="button"
                  class="secondary"
                  disabled={busy || i === images.length - 1}
                  onClick={() => move(img.id, i + 1)}
                  aria-label={`Move image ${i + 1} down`}
                >
                  Move down
                </button>
                <button type="button" class="danger" disabled={busy} onClick={() => setConfirming(img)} aria-label={`Delete image ${i + 1}`}>
                  Delete
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      {confirming && (
        <ConfirmDelete
          image={confirming}
          index={images.findIndex((x) => x.id === confirming.id)}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const img = confirming;
            setConfirming(null);
            void run(remove({ id: img.id }, refresh), "productImageDelete", "Image deleted.");
          }}
        />
      )}
    </section>
  );
}

function LabelField(p: { img: Image; index: number; disabled: boolean; onSave: (label: string) => unknown }) {
  const [value, setValue] = useState(p.img.label);
  useEffect(() => setValue(p.img.label), [p.img.label]);
  const id = `image-label-${p.img.id}`;
  return (
    <form
      class="image-label"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim() !== p.img.label) p.onSave(value.trim());
      }}
    >
      <label for={id}>Label of image {p.index + 1}</label>
      <input id={id} value={value} maxLength={255} onInput={(e) => setValue((e.currentTarget as HTMLInputElement).value)} />
      <button type="submit" class="secondary" disabled={p.disabled || value.trim() === p.img.label}>
        Save label
      </button>
    </form>
  );
}

/** a modal <dialog>: Escape or Cancel keeps the image, the focus starts on Cancel */
function ConfirmDelete(p: { image: Image; index: number; onCancel: () => void; onConfirm: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) d.showModal();
    d.querySelector<HTMLButtonElement>("button.cancel")?.focus();
    return () => {
      if (d.open) d.close();
    };
  }, []);
  const roles = p.image.roles.length ? ` It is the ${p.image.roles.join(", ")} image; the first image left takes over.` : "";
  return (
    <dialog
      ref={ref}
      class="decision-dialog"
      aria-labelledby="image-delete-title"
      onClose={() => {
        if (!confirmed.current) p.onCancel();
      }}
    >
      <h2 id="image-delete-title">Delete image {p.index + 1}?</h2>
      <img src={p.image.thumbnailUrl ?? p.image.url} alt={p.image.label || `Image ${p.index + 1}`} width={150} height={150} />
      <p>Its files are removed from the store and the storefront stops showing it.{roles}</p>
      <div class="actions">
        <button type="button" class="secondary cancel" onClick={() => ref.current?.close()}>
          Cancel
        </button>
        <button
          type="button"
          class="danger confirm"
          onClick={() => {
            confirmed.current = true;
            ref.current?.close();
            p.onConfirm();
          }}
        >
          Delete
        </button>
      </div>
    </dialog>
  );
}
