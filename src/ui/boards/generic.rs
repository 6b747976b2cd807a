//! A plain view for games whose board is not drawn yet: the engine's text diagram and one button
//! per legal move. Only reachable by importing a record of such a game.

use crate::games::AnyGame;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct GenericBoardProps {
    pub game: Rc<AnyGame>,
    pub interactive: bool,
    pub on_move: Callback<String>,
    #[prop_or_default]
    pub children: Html,
}

#[function_component(GenericBoard)]
pub fn generic_board(props: &GenericBoardProps) -> Html {
    let game = props.game.as_dyn();
    let buttons: Html = if props.interactive {
        game.legal_move_strings()
            .into_iter()
            .map(|mv| {
                let onclick = {
                    let on_move = props.on_move.clone();
                    let mv = mv.clone();
                    Callback::from(move |_: MouseEvent| on_move.emit(mv.clone()))
                };
                html! { <button class="btn small" data-move={mv.clone()} {onclick}>{mv}</button> }
            })
            .collect()
    } else {
        html! {}
    };
    html! {
        <div class="play generic">
            <pre class="diagram">{game.show()}</pre>
            <aside class="side">
                <div class="controls">{buttons}</div>
                { props.children.clone() }
            </aside>
        </div>
    }
}
