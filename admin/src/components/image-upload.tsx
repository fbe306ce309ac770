/**
 * Uploads image files to an admin REST route (multipart/form-data, part `file`, plus the given fields) with the
 * session's bearer token (as the GraphQL client sends it; never a cookie): a file picker and a drop zone, a preview
 * of the file being sent (a data: URL, which the console's CSP allows for images), its progress, and the server's
 * Problem when it refuses (413 too large, 415 not an image, 422 ...). The server checks every file by decoding it;
 * `accept` only narrows the picker. Several files (`multiple`) go one after the other.
 *
 *   <ImageUpload route={`/api/rest/v2/admin/categories/${id}/image`} label="Category image" onUploaded={reload} />
 */
import { useRef, useState } from "preact/hooks";
import { type ProblemLike, ProblemView } from "./problem.tsx";
import { currentSession } from "../session/session.ts";
import "./image-upload.css";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export interface ImageUploadProps {
  /** the admin REST route the files are posted to */
  route: string;
  /** the control's visible label ("Add images", "Category image") */
  label: string;
  /** more multipart fields sent with each file */
  fields?: Record<string, string>;
  multiple?: boolean;
  accept?: string;
  /** the route's answer for each file it took */
  onUploaded?: (answer: unknown) => void;
}

interface Progress {
  name: string;
  preview: string | null;
  /** 0..1, null before the first progress event */
  fraction: number | null;
}

type Outcome = { ok: true; body: unknown } | { ok: false; problem: ProblemLike };

/** one file to `route` over XMLHttpRequest (fetch reports no upload progress) */
export function uploadImage(route: string, file: File, fields: Record<string, string>, onProgress: (fraction: number) => void): Promise<Outcome> {
  const session = currentSession();
  if (!session) return Promise.resolve({ ok: false, problem: { code: "signed_out", message: "Sign in again to upload." } });
  const form = new FormData();
  form.set("file", file, file.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", route);
    xhr.setRequestHeader("authorization", `Bearer ${session.token}`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { code?: string; detail?: string; title?: string; errors?: ProblemLike["errors"] } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the status says it
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true, body });
      else
        resolve({
          ok: false,
          problem: {
            code: body?.code ?? String(xhr.status),
            message: body?.detail ?? body?.title ?? `The upload was refused (HTTP ${xhr.status}).`,
            status: xhr.status,
            errors: body?.errors,
          },
        });
    };
    xhr.onerror = () =>
      resolve({ ok: false, problem: { code: "network", message: "The server could not be reached, or closed the connection (a file over the size limit?)." } });
    xhr.send(form);
  });
}

const dataUrl = (file: File) =>
  new Promise<string | null>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(typeof r.result === "string" ? r.result : null);
    r.onerror = () => resolve(null);
    r.readAsDataURL(file);
  });

export function ImageUpload(p: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problems, setProblems] = useState<{ name: string; problem: ProblemLike }[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const send = async (files: File[]) => {
    if (files.length === 0 || progress) return;
    setProblems([]);
    setDone(null);
    const refused: { name: string; problem: ProblemLike }[] = [];
    let sent = 0;
    for (const file of p.multiple ? files : files.slice(0, 1)) {
      // a preview of what is being sent (large files are not read twice: their name is enough)
      const preview = file.size <= 5 * 1024 * 1024 && file.type.startsWith("image/") && file.type !== "image/svg+xml" ? await dataUrl(file) : null;
      setProgress({ name: file.name, preview, fraction: null });
      const out = await uploadImage(p.route, file, p.fields ?? {}, (fraction) => setProgress({ name: file.name, preview, fraction }));
      if (out.ok) {
        sent++;
        p.onUploaded?.(out.body);
      } else refused.push({ name: file.name, problem: out.problem });
    }
    setProgress(null);
    setProblems(refused);
    if (sent > 0) setDone(sent === 1 ? "1 image uploaded." : `${sent} images uploaded.`);
    if (input.current) input.current.value = "";
  };

  const id = `upload-${p.route.replace(/[^a-z0-9]+/gi, "-")}`;
  return (
    <div class="image-upload">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the file input inside is the keyboard's and screen reader's way */}
      <div
        class={`drop-zone${over ? " over" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void send([...(e.dataTransfer?.files ?? [])]);
        }}
      >
        <label for={id}>{p.label}</label>
        <input
          id={id}
          ref={input}
          type="file"
          accept={p.accept ?? IMAGE_ACCEPT}
          multiple={p.multiple}
          disabled={!!progress}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void send([...((e.currentTarget as HTMLInputElement).files ?? [])])}
        />
        <p id={`${id}-hint`} class="muted">
          or drop {p.multiple ? "images" : "an image"} here: JPEG, PNG, WebP, GIF or AVIF
        </p>
      </div>
      {progress && (
        <div class="upload-progress" role="status">
          {progress.preview && <img src={progress.preview} alt="" width={64} height={64} />}
          <span>Uploading {progress.name}</span>
          <progress max={1} value={progress.fraction ?? undefined} aria-label={`Uploading ${progress.name}`} />
        </div>
      )}
      {done && (
        <p role="status" class="success">
          {done}
        </p>
      )}
      {problems.map((x) => (
        <ProblemView key={x.name} problem={x.problem} title={x.name} />
      ))}
    </div>
  );
}
