import type { ReactNode } from "react";
import type { BlockProps } from "../block-context";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { Buttons } from "../shared/Buttons";
import { background } from "../shared/block-style";

/** Rich text with an optional title and buttons (001 §1 "Accordions and rich text"). */
export function RichTextBlock({ block }: BlockProps<"richTextBlock">): ReactNode {
  return (
    <section
      className={`content-rich-text content-rich-text--${block.alignment ?? "left"}`}
      style={background(block.backgroundColor)}
    >
      <Heading
        text={block.title}
        html={block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
      />
      <RichText html={block.richText} />
      <Buttons
        targets={block.targets}
        linkType={block.linkType}
        equalSize={block.equalTargetSize}
      />
    </section>
  );
}
