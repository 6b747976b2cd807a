//! The two dice in the centre, the entry tries and the direction mark. While a roll is animated
//! the dice tumble through faces and settle.

use super::super::dice::DiceShow;
use super::super::geom::CENTRE;
use super::super::texts::BarneT;
use super::super::view::{self, roman};
use super::state::Ctx;
use super::{fmt, icon, icon_text};
use crate::games::barne_zirkulua::{MemOpt, Opt};
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kit::svgtext::{attr, circle};
use yew::prelude::*;

/// The centre: number die, option die, tries, direction.
pub fn dice(cx: &Ctx, dice: &DiceShow, moves_played: usize, lang: Lang) -> Html {
    let tumble = cx.tumbling && dice.step == Some(moves_played.saturating_sub(1));
    html! {
        <g class="dice">
            {number_die(dice, tumble, cx.f, lang)}
            {option_die(dice, tumble, cx.f, lang)}
            {tries_and_direction(cx, dice, tumble, lang)}
        </g>
    }
}

fn die_class(dice: &DiceShow, tumble: bool, extra: &'static str) -> Classes {
    let mut c = classes!("die", extra);
    if tumble {
        c.push("tumbling");
    }
    if dice.stale {
        c.push("stale");
    }
    c
}

fn number_die(dice: &DiceShow, tumble: bool, f: usize, lang: Lang) -> Html {
    let face = if tumble {
        Some([2u8, 4, 6, 8, 10, 12][(f * 5 + 3) % 6])
    } else {
        dice.number
    };
    let name = face.map(roman).unwrap_or_else(|| "–".into());
    let (nx, ny) = (CENTRE - 12.5, CENTRE - 2.0);
    html! {
        <g class={die_class(dice, tumble, "number-die")} tabindex="0" role="img"
           aria-label={tf(lang, BarneT::NumberDie, &[&name])} data-face={face.map(|n| n.to_string()).unwrap_or_default()}>
            <title>{tf(lang, BarneT::NumberDie, &[&name])}</title>
            <g class="die-body" aria-hidden="true" style={format!("transform-origin:{}px {}px", fmt(nx), fmt(ny))}>
                <rect x={fmt(nx - 10.0)} y={fmt(ny - 10.0)} width="20" height="20" rx="3.5" />
                <text class="roman" x={fmt(nx)} y={fmt(ny + 2.6)}
                      style={if name.len() > 3 { "font-size:6.2px" } else { "" }}>{name.clone()}</text>
            </g>
            <text class="die-name" aria-hidden="true" x={fmt(nx)} y={fmt(ny - 12.5)}>{name.clone()}</text>
        </g>
    }
}

fn option_die(dice: &DiceShow, tumble: bool, f: usize, lang: Lang) -> Html {
    let face = if tumble && dice.option.is_some() {
        Some(Opt::ALL[(f * 7 + 1) % 6])
    } else {
        dice.option
    };
    let name = face.map(|o| view::opt_name(o, lang)).unwrap_or("–");
    let spent = dice.option_spent && !tumble;
    let (ox, oy) = (CENTRE + 12.5, CENTRE - 2.0);
    html! {
        <g class={classes!(die_class(dice, tumble, "option-die"), spent.then_some("spent"), face.is_none().then_some("blank"))}
           tabindex="0" role="img" aria-label={tf(lang, BarneT::OptionDie, &[name])}
           data-face={face.map(|o| o.name()).unwrap_or("")}>
            <title>{tf(lang, BarneT::OptionDie, &[name])}</title>
            <g class="die-body" aria-hidden="true" style={format!("transform-origin:{}px {}px", fmt(ox), fmt(oy))}>
                <rect x={fmt(ox - 10.0)} y={fmt(oy - 10.0)} width="20" height="20" rx="3.5" />
                { face.map(|o| icon(MemOpt::Opt(o), ox, oy, 1.05)).unwrap_or_default() }
            </g>
            <text class="die-name" aria-hidden="true" x={fmt(ox)} y={fmt(oy - 12.5)}>{name}</text>
        </g>
    }
}

/// Whether the entry tries are shown.
pub fn shows_tries(dice: &DiceShow) -> bool {
    dice.entry || dice.tries > 0
}

/// The three entry tries, the used ones dark, and the mark of an anticlockwise turn: SVG text
/// (neither has handlers or takes the focus).
fn tries_and_direction(cx: &Ctx, dice: &DiceShow, tumble: bool, lang: Lang) -> Html {
    let mut out = String::new();
    // The entry tries stay until the main roll's dice have settled.
    if (dice.entry || tumble && dice.tries > 0) && !dice.stale {
        let used = if tumble && dice.entry {
            dice.tries.saturating_sub(1)
        } else {
            dice.tries
        };
        out.push_str("<g class=\"tries\" ");
        attr(
            &mut out,
            "aria-label",
            &tf(lang, BarneT::Tries, &[&dice.tries.to_string()]),
        );
        out.push('>');
        for i in 0..3u8 {
            let class = if i < used { "try used" } else { "try" };
            let x = CENTRE - 6.0 + 6.0 * i as f32;
            circle(&mut out, class, (x, CENTRE + 13.5), 1.8);
        }
        out.push_str("</g>");
    }
    if cx.game.direction_acw() {
        out.push_str("<g class=\"dir-mark\" ");
        attr(&mut out, "aria-label", t(lang, BarneT::Anticlockwise));
        out.push('>');
        icon_text(&mut out, MemOpt::Opt(Opt::Dir), CENTRE, CENTRE + 14.5, 0.5);
        out.push_str("</g>");
    }
    Html::from_html_unchecked(out.into())
}
