import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rimbun/ui";
import { type ReactNode, type RefObject, useId, useRef } from "react";
import { type Image, uploadImage } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";

/** What the API takes (jpeg/png/webp, at most 8 MB); it checks again and makes AVIF and WebP. */
const imageTypes = ["image/jpeg", "image/png", "image/webp"];
const imageMaxBytes = 8 * 1024 * 1024;

/** The picture shown in the form: the stored one, or the one just uploaded. */
export interface ShownImage {
  url: string;
  width: number;
  height: number;
}

export const shownImageOf = (image: Image | null | undefined): ShownImage | null =>
  image ? { url: image.urls.webp, width: image.width, height: image.height } : null;

interface ImageFieldProps {
  label: ReactNode;
  image: ShownImage | null;
  /** The description read in place of the picture (the form's alt field, in the reader's language). */
  alt: string;
  onUploaded: (image: Image) => void;
  onRemove: () => void;
  disabled?: boolean;
  /** The upload call (default: the campaigns' `uploadImage`; fundraiser pages use their own). */
  upload?: (file: Blob) => Promise<Image>;
  /** The alt-text fields, shown while there is a picture. */
  children?: ReactNode;
}

/** The upload of a picked file, after the browser's own check of its type and size. */
function useImageUpload(
  call: (file: Blob) => Promise<Image>,
  onUploaded: (image: Image) => void,
  input: RefObject<HTMLInputElement | null>,
) {
  const { t } = useLingui();
  const upload = useApiMutation({ call, failure: t`The image could not be uploaded. Please try again.` });
  async function pick(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!imageTypes.includes(file.type)) {
      upload.setRefusal(t`Please choose a JPEG, PNG or WebP image.`);
      return;
    }
    if (file.size > imageMaxBytes) {
      upload.setRefusal(t`The image is larger than 8 MB.`);
      return;
    }
    const outcome = await upload.submit(file);
    if (outcome.status === "done") onUploaded(outcome.result);
  }
  return { upload, pick };
}

/**
 * An image uploaded as soon as it is picked (the API answers its id and sizes), shown, with its
 * description in both languages for people who cannot see it. Remove drops it from the form.
 */
export function ImageField({
  label,
  image,
  alt,
  onUploaded,
  onRemove,
  disabled,
  upload: uploadCall = uploadImage,
  children,
}: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, pick } = useImageUpload(uploadCall, (image) => onUploaded(image), input);

  return (
    <fieldset className="image-field" disabled={disabled}>
      <legend className="rb-field__label">{label}</legend>
      {image ? (
        <img
          className="image-field__preview"
          src={image.url}
          alt={alt}
          width={image.width}
          height={image.height}
        />
      ) : null}
      <div className="image-field__actions">
        <input
          id={`${id}-file`}
          ref={input}
          className="visually-hidden image-field__file"
          type="file"
          accept={imageTypes.join(",")}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <label
          className="rb-button rb-button--secondary rb-button--small image-field__pick"
          htmlFor={`${id}-file`}
        >
          {image ? <Trans>Replace image</Trans> : <Trans>Upload image</Trans>}
        </label>
        {image ? (
          <Button variant="ghost" size="small" onClick={onRemove}>
            <Trans>Remove image</Trans>
          </Button>
        ) : null}
        {upload.pending ? (
          <span role="status">
            <Trans>Uploading…</Trans>
          </span>
        ) : null}
      </div>
      <p className="rb-field__hint" id={`${id}-hint`}>
        <Trans>JPEG, PNG or WebP, at most 8 MB. It is resized for phones and computers.</Trans>
      </p>
      {upload.refusal ? (
        <p className="field-error" role="alert">
          {upload.refusal}
        </p>
      ) : null}
      {image ? children : null}
    </fieldset>
  );
}
