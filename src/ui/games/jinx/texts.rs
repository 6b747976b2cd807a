//! Jinx texts in every language.

use crate::games::jinx::Refusal;
use crate::ui::i18n::{errors, text_keys, Lang};

text_keys! {
    /// A Jinx text key.
    pub enum JinxT {
        Name, Blurb, Two, Three, Four, RedTeam, GreenTeam, Red, Green, Lone, Plain, Starred, South,
        North, East, West, ToMove, SelectPiece, SelectTarget, MustMove, SecondMove, CallPrompt, Call,
        NoCall, EndTurn, ProposeDraw, DrawOffered, Accept, Decline, Pass, MoveText, Captures, Called,
        NoCallText, EndText, PassText, ProposeText, AcceptText, DeclineText, Eliminated, LegendRed,
        LegendGreen,
    } in eu, en, es, fr
}

fn eu(key: JinxT) -> &'static str {
    use JinxT::*;
    match key {
        Name => "Jinx",
        Blurb => "Mugitu fitxak lerro berde eta gorrietan, harrapatu aurkariarenak, eta esan «jinx» aurkaria mehatxatutako fitxa mugitzera behartzeko. Bi, hiru edo lau jokalarirentzat.",
        Two => "2 jokalari",
        Three => "3 jokalari (bat biren aurka)",
        Four => "4 jokalari (bi multzo)",
        RedTeam => "Multzo gorria",
        GreenTeam => "Multzo berdea",
        Red => "Gorria",
        Green => "Berdea",
        Lone => "Jokalari bakartia (gorria)",
        Plain => "Berde lisoa",
        Starred => "Berde izarduna",
        South => "Hegoa (gorria)",
        North => "Iparra (berdea)",
        East => "Ekialdea (gorria, izarduna)",
        West => "Mendebaldea (berdea, izarduna)",
        ToMove => "Txanda: {0}.",
        SelectPiece => "Aukeratu mugitzeko fitxa bat.",
        SelectTarget => "Aukeratu fitxa nora doan (nabarmendutako puntuak), edo beste fitxa bat.",
        MustMove => "Jinx! {0}: fitxa hauetako bat mugitu behar da: {1}.",
        SecondMove => "Bigarren fitxa bat (beste bat) mugi dezakezu, edo txanda amaitu.",
        CallPrompt => "Aurkariaren fitxa bat mehatxatzen duzu: esan «jinx», edo utzi jokoari aurrera egiten.",
        Call => "Jinx! ({0})",
        NoCall => "Jinxik ez",
        EndTurn => "Amaitu txanda",
        ProposeDraw => "Berdinketa eskaini",
        DrawOffered => "{0}: berdinketa eskaintzen du. {1}: onartzen duzu?",
        Accept => "Onartu",
        Decline => "Ukatu",
        Pass => "Pasatu (ezin da mugitu)",
        MoveText => "{0}: {1} → {2}",
        Captures => "harrapatzen du: {0}",
        Called => "{0}: «jinx!» → {1}",
        NoCallText => "{0}: jinxik ez",
        EndText => "{0}: txanda amaituta",
        PassText => "{0}: ezin da mugitu, pasatzen du",
        ProposeText => "{0}: berdinketa eskaintzen du",
        AcceptText => "{0}: berdinketa onartzen du",
        DeclineText => "{0}: berdinketa ukatzen du",
        Eliminated => "kanpoan",
        LegendRed => "lerro gorria (jarraitua)",
        LegendGreen => "lerro berdea (marratua)",
    }
}

fn en(key: JinxT) -> &'static str {
    use JinxT::*;
    match key {
        Name => "Jinx",
        Blurb => "Move along green and red lines, capture, and call “jinx” to force your opponent's hand. For 2, 3 or 4 players.",
        Two => "2 players",
        Three => "3 players (one against two)",
        Four => "4 players (two teams)",
        RedTeam => "Red team",
        GreenTeam => "Green team",
        Red => "Red",
        Green => "Green",
        Lone => "Lone player (red)",
        Plain => "Green, plain",
        Starred => "Green, starred",
        South => "South (red)",
        North => "North (green)",
        East => "East (red, starred)",
        West => "West (green, starred)",
        ToMove => "{0} to move.",
        SelectPiece => "Choose a piece to move.",
        SelectTarget => "Choose where the piece goes (highlighted points), or another piece.",
        MustMove => "Jinx! {0} must move one of these pieces: {1}.",
        SecondMove => "You may move a second, different piece, or end your turn.",
        CallPrompt => "You threaten a piece: call jinx, or let play go on.",
        Call => "Jinx! ({0})",
        NoCall => "No jinx",
        EndTurn => "End turn",
        ProposeDraw => "Offer a draw",
        DrawOffered => "{0} offers a draw. {1}, do you accept?",
        Accept => "Accept",
        Decline => "Decline",
        Pass => "Pass (no move possible)",
        MoveText => "{0}: {1} → {2}",
        Captures => "captures {0}",
        Called => "{0} calls jinx on {1}",
        NoCallText => "{0} makes no call",
        EndText => "{0} ends the turn",
        PassText => "{0} cannot move and passes",
        ProposeText => "{0} offers a draw",
        AcceptText => "{0} accepts the draw",
        DeclineText => "{0} declines the draw",
        Eliminated => "out",
        LegendRed => "red line (solid)",
        LegendGreen => "green line (dashed)",
    }
}

fn es(key: JinxT) -> &'static str {
    use JinxT::*;
    match key {
        Name => "Jinx",
        Blurb => "Muévete por líneas verdes y rojas, captura y di «jinx» para obligar a tu rival. Para 2, 3 o 4 jugadores.",
        Two => "2 jugadores",
        Three => "3 jugadores (uno contra dos)",
        Four => "4 jugadores (dos equipos)",
        RedTeam => "Equipo rojo",
        GreenTeam => "Equipo verde",
        Red => "Rojo",
        Green => "Verde",
        Lone => "Jugador solitario (rojo)",
        Plain => "Verde, liso",
        Starred => "Verde, con estrella",
        South => "Sur (rojo)",
        North => "Norte (verde)",
        East => "Este (rojo, con estrella)",
        West => "Oeste (verde, con estrella)",
        ToMove => "Turno de {0}.",
        SelectPiece => "Elige una pieza para mover.",
        SelectTarget => "Elige adónde va la pieza (puntos resaltados) u otra pieza.",
        MustMove => "¡Jinx! {0} debe mover una de estas piezas: {1}.",
        SecondMove => "Puedes mover una segunda pieza distinta o terminar el turno.",
        CallPrompt => "Amenazas una pieza: di jinx o deja seguir el juego.",
        Call => "¡Jinx! ({0})",
        NoCall => "Sin jinx",
        EndTurn => "Terminar turno",
        ProposeDraw => "Ofrecer tablas",
        DrawOffered => "{0} ofrece tablas. {1}, ¿aceptas?",
        Accept => "Aceptar",
        Decline => "Rechazar",
        Pass => "Pasar (sin movimiento posible)",
        MoveText => "{0}: {1} → {2}",
        Captures => "captura {0}",
        Called => "{0} dice jinx a {1}",
        NoCallText => "{0} no dice jinx",
        EndText => "{0} termina el turno",
        PassText => "{0} no puede mover y pasa",
        ProposeText => "{0} ofrece tablas",
        AcceptText => "{0} acepta las tablas",
        DeclineText => "{0} rechaza las tablas",
        Eliminated => "fuera",
        LegendRed => "línea roja (continua)",
        LegendGreen => "línea verde (discontinua)",
    }
}

fn fr(key: JinxT) -> &'static str {
    use JinxT::*;
    match key {
        Name => "Jinx",
        Blurb => "Avancez le long des lignes vertes et rouges, capturez, et dites « jinx » pour forcer la main de l'adversaire. De 2 à 4 joueurs.",
        Two => "2 joueurs",
        Three => "3 joueurs (un contre deux)",
        Four => "4 joueurs (deux équipes)",
        RedTeam => "Équipe rouge",
        GreenTeam => "Équipe verte",
        Red => "Rouge",
        Green => "Vert",
        Lone => "Joueur seul (rouge)",
        Plain => "Vert, uni",
        Starred => "Vert, étoilé",
        South => "Sud (rouge)",
        North => "Nord (vert)",
        East => "Est (rouge, étoilé)",
        West => "Ouest (vert, étoilé)",
        ToMove => "Au tour de {0}.",
        SelectPiece => "Choisissez une pièce à déplacer.",
        SelectTarget => "Choisissez où va la pièce (points en surbrillance), ou une autre pièce.",
        MustMove => "Jinx ! {0} doit déplacer une de ces pièces : {1}.",
        SecondMove => "Vous pouvez déplacer une deuxième pièce, différente, ou finir le tour.",
        CallPrompt => "Vous menacez une pièce : dites jinx, ou laissez le jeu continuer.",
        Call => "Jinx ! ({0})",
        NoCall => "Pas de jinx",
        EndTurn => "Finir le tour",
        ProposeDraw => "Proposer la nulle",
        DrawOffered => "{0} propose la nulle. {1}, acceptez-vous ?",
        Accept => "Accepter",
        Decline => "Refuser",
        Pass => "Passer (aucun coup possible)",
        MoveText => "{0} : {1} → {2}",
        Captures => "prend {0}",
        Called => "{0} dit jinx à {1}",
        NoCallText => "{0} ne dit pas jinx",
        EndText => "{0} finit son tour",
        PassText => "{0} ne peut pas jouer et passe",
        ProposeText => "{0} propose la nulle",
        AcceptText => "{0} accepte la nulle",
        DeclineText => "{0} refuse la nulle",
        Eliminated => "éliminé",
        LegendRed => "ligne rouge (continue)",
        LegendGreen => "ligne verte (pointillés)",
    }
}

/// Why the rules refused a move, in Basque, English, Spanish and French (the order of
/// [`Lang::ALL`]). General where the engine's English names details: the move is shown beside
/// it. A new refusal without its texts does not compile.
#[rustfmt::skip]
pub fn refusal(r: &Refusal) -> [&'static str; 4] {
    match r {
        Refusal::NoSuchPoint => [
            "Puntu hori ez dago taulan.",
            "That point is not on the board.",
            "Ese punto no está en el tablero.",
            "Ce point n'est pas sur le plateau.",
        ],
        Refusal::NoPiece { .. } => [
            "Puntu horretan ez dago fitxarik.",
            "There is no piece on that point.",
            "No hay ninguna pieza en ese punto.",
            "Il n'y a aucune pièce sur ce point.",
        ],
        Refusal::NotYourPiece { .. } => [
            "Fitxa hori ez da zurea.",
            "That piece is not yours.",
            "Esa pieza no es tuya.",
            "Cette pièce n'est pas à vous.",
        ],
        Refusal::SamePiece => [
            "Txandako bigarren mugimendua beste fitxa batekin egin behar da.",
            "The second move of a turn must be made with another piece.",
            "El segundo movimiento del turno debe hacerse con otra pieza.",
            "Le second déplacement du tour doit se faire avec une autre pièce.",
        ],
        Refusal::BadPath { .. } => [
            "Fitxa ezin da hara joan: urrats bat edozein lerrotan, edo bi bere koloreko lerroetan, posizio huts batera edo aurkariaren fitxa batera.",
            "The piece cannot go there: one step along any line, or two along its own colour, to an empty point or an enemy piece.",
            "La pieza no puede ir ahí: un paso por cualquier línea, o dos por una línea de su color, hasta un punto vacío o una pieza rival.",
            "La pièce ne peut pas aller là : un pas sur n'importe quelle ligne, ou deux sur une ligne de sa couleur, vers un point libre ou une pièce adverse.",
        ],
        Refusal::MustMoveDesignated { .. } => [
            "«Jinx» esan dizute: mehatxatutako fitxa horietako bat mugitu behar duzu.",
            "A jinx was called on you: move one of the designated pieces.",
            "Te han dicho jinx: debes mover una de las piezas señaladas.",
            "On vous a dit jinx : déplacez une des pièces désignées.",
        ],
        Refusal::WrongPhase { .. } => [
            "Hori ezin da egin txandaren une honetan.",
            "That is not possible at this point of the turn.",
            "Eso no es posible en este momento del turno.",
            "Ce n'est pas possible à ce moment du tour.",
        ],
        Refusal::GameOver => [
            "Partida amaitu da.",
            "The game is over.",
            "La partida ha terminado.",
            "La partie est terminée.",
        ],
        Refusal::CannotPass => [
            "Ezin duzu pasatu mugimendu zilegi bat duzun bitartean.",
            "You may not pass while you have a legal move.",
            "No puedes pasar mientras tengas un movimiento legal.",
            "Vous ne pouvez pas passer tant qu'un coup est possible.",
        ],
        Refusal::NoDraw { .. } => [
            "Ezin da orain berdinketa eskaini: geratzen den jokalari bakoitzak fitxa bakarra duenean bakarrik, txandako behin.",
            "A draw cannot be offered now: only when every remaining player has one piece, once a turn.",
            "Ahora no se pueden ofrecer tablas: solo cuando a cada jugador que queda le resta una sola pieza, una vez por turno.",
            "Impossible de proposer la nulle maintenant : seulement quand chaque joueur restant n'a plus qu'une pièce, une fois par tour.",
        ],
        Refusal::SecondMoveRequired => [
            "«Jinx» esan dizute bi fitxari: mehatxatutako bigarren fitxa bat ere mugitu behar duzu.",
            "Because of a jinx, you must also move a second designated piece.",
            "Por un jinx, debes mover también una segunda pieza señalada.",
            "À cause d'un jinx, vous devez aussi déplacer une deuxième pièce désignée.",
        ],
        Refusal::BadTarget { .. } => [
            "Ezin zaio jokalari horri «jinx» esan orain.",
            "You cannot call jinx on that player now.",
            "Ahora no puedes decir jinx a ese jugador.",
            "Vous ne pouvez pas dire jinx à ce joueur maintenant.",
        ],
        Refusal::CallPending => [
            "Zure mugimendua eginda dago: esan «jinx», edo ez.",
            "Your move is done: call jinx, or not.",
            "Tu movimiento está hecho: di jinx, o no.",
            "Votre coup est joué : dites jinx, ou non.",
        ],
        Refusal::AnswerPending => [
            "Berdinketa eskaini da: lehenik onartu edo ukatu.",
            "A draw was offered: accept or decline it first.",
            "Se han ofrecido tablas: primero acéptalas o recházalas.",
            "Une nulle a été proposée : acceptez-la ou refusez-la d'abord.",
        ],
    }
}

/// The text of one of this game's refusal codes in `lang`.
pub fn refusal_text(lang: Lang, code: &str) -> Option<&'static str> {
    errors::by_code(lang, code, Refusal::examples(), refusal)
}

#[cfg(test)]
crate::ui::i18n::game_texts_test!(super::JinxT, super::Refusal, super::refusal);
