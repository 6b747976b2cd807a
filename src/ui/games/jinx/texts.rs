//! Jinx texts in every language.

use crate::ui::i18n::{Lang, Texts};

macro_rules! jinx_keys {
    ($($k:ident),* $(,)?) => {
        /// A Jinx text key.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum JinxT { $($k),* }
        impl JinxT {
            pub const ALL: &'static [JinxT] = &[$(JinxT::$k),*];
        }
    };
}

jinx_keys! {
    Name, Blurb, Two, Three, Four, RedTeam, GreenTeam, Red, Green, Lone, Plain, Starred, South,
    North, East, West, ToMove, SelectPiece, SelectTarget, MustMove, SecondMove, CallPrompt, Call,
    NoCall, EndTurn, ProposeDraw, DrawOffered, Accept, Decline, Pass, MoveText, Captures, Called,
    NoCallText, EndText, PassText, ProposeText, AcceptText, DeclineText, Eliminated, LegendRed,
    LegendGreen,
}

impl Texts for JinxT {
    fn all() -> &'static [Self] {
        JinxT::ALL
    }

    fn text(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Eu => eu(self),
            Lang::En => en(self),
            Lang::Es => es(self),
            Lang::Fr => fr(self),
        }
    }
}

fn eu(key: JinxT) -> &'static str {
    use JinxT::*;
    match key {
        Name => "Jinx",
        Blurb => "Brax: mugitu lerro berde eta gorrietan zehar, harrapatu, eta esan «jinx» aurkaria behartzeko. 2, 3 edo 4 jokalarirentzat.",
        Two => "2 jokalari",
        Three => "3 jokalari (bat biren aurka)",
        Four => "4 jokalari (bi talde)",
        RedTeam => "Talde gorria",
        GreenTeam => "Talde berdea",
        Red => "Gorria",
        Green => "Berdea",
        Lone => "Jokalari bakarra (gorria)",
        Plain => "Berdea, izarrik gabe",
        Starred => "Berdea, izarduna",
        South => "Hegoa (gorria)",
        North => "Iparra (berdea)",
        East => "Ekialdea (gorria, izarduna)",
        West => "Mendebaldea (berdea, izarduna)",
        ToMove => "Txanda: {0}.",
        SelectPiece => "Aukeratu mugitzeko pieza bat.",
        SelectTarget => "Aukeratu pieza nora doan (nabarmendutako puntuak), edo beste pieza bat.",
        MustMove => "Jinx! {0}: pieza hauetako bat mugitu behar da: {1}.",
        SecondMove => "Bigarren pieza bat (beste bat) mugi dezakezu, edo txanda amaitu.",
        CallPrompt => "Pieza bat mehatxatzen duzu: esan jinx, edo utzi jokoari aurrera egiten.",
        Call => "Jinx! ({0})",
        NoCall => "Jinxik ez",
        EndTurn => "Amaitu txanda",
        ProposeDraw => "Berdinketa eskaini",
        DrawOffered => "Berdinketa eskaintza ({0}). {1}: onartzen duzu?",
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
        Blurb => "Brax: move along green and red lines, capture, and call “jinx” to force your opponent's hand. For 2, 3 or 4 players.",
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
        Blurb => "Brax: muévete por líneas verdes y rojas, captura y di «jinx» para obligar a tu rival. Para 2, 3 o 4 jugadores.",
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
        Blurb => "Brax : avancez le long des lignes vertes et rouges, capturez, et dites « jinx » pour forcer la main de l'adversaire. De 2 à 4 joueurs.",
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

#[cfg(test)]
mod tests {
    #[test]
    fn every_key_has_text_in_every_language_with_the_same_placeholders() {
        crate::ui::i18n::tests::check_complete::<super::JinxT>();
    }
}
