import { Trans, useLingui } from "@lingui/react/macro";
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "@rimbun/domain/schemas/profile";
import { useEffect, useId, useRef, useState } from "react";
import { profileText } from "../../app/session-store.ts";
import { UserAvatar } from "../../components/user-avatar.tsx";
import type { SessionUser } from "../../lib/api.ts";

/** Checks the picked file before upload; the API checks the content again (magic bytes). */
export function avatarProblem(file: File): "type" | "size" | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > AVATAR_MAX_BYTES) return "size";
  return null;
}

interface AvatarFieldProps {
  /** Whose photo: the current one shows until a new file is picked. */
  user: SessionUser;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}

export function AvatarField({ user, file, onChange, disabled }: AvatarFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<"type" | "size" | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      // After a save or a cancel the picker no longer names the old file.
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="avatar-field">
      {preview ? (
        <img className="avatar-field__preview" src={preview} alt="" width={72} height={72} />
      ) : (
        <UserAvatar
          name={profileText(user, "fullname") || user.email}
          path={profileText(user, "avatar") || undefined}
          size={72}
        />
      )}
      <div className="rb-field">
        <label className="rb-field__label" htmlFor={inputId}>
          <Trans>Profile photo</Trans>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(",")}
          disabled={disabled}
          aria-describedby={`${inputId}-note`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            const found = picked ? avatarProblem(picked) : null;
            setProblem(found);
            onChange(found ? null : picked);
            if (found) event.target.value = "";
          }}
        />
        <p className="rb-field__hint" id={`${inputId}-note`}>
          <Trans>Optional. A PNG, JPG or WebP picture of at most 2 MB.</Trans>
        </p>
        {problem ? (
          <p className="rb-field__error" role="alert">
            {problem === "type"
              ? t`Please choose a PNG, JPG or WebP picture.`
              : t`This picture is larger than 2 MB.`}
          </p>
        ) : null}
      </div>
    </div>
  );
}
