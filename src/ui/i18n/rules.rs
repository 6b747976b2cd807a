//! Texts of the rules pages' frame (the pages' own text lives in `static/rules/<game>/`).

use super::{Lang, Texts};

macro_rules! rules_keys {
    ($($k:ident),* $(,)?) => {
        /// A rules-page text key.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum RulesT { $($k),* }
        impl RulesT {
            pub const ALL: &'static [RulesT] = &[$(RulesT::$k),*];
        }
    };
}

rules_keys! {
    Ruling, TryIt, TryItHelp, PlayFull, BackHome, DiagramError, NoPage, Figure, Loading, LoadFailed,
}

impl Texts for RulesT {
    fn all() -> &'static [Self] {
        RulesT::ALL
    }

    fn text(self, lang: Lang) -> &'static str {
        use RulesT::*;
        match (lang, self) {
            (Lang::Eu, Ruling) => "Gure erabakia",
            (Lang::Eu, TryIt) => "Probatu",
            (Lang::Eu, TryItHelp) => "Taula hau zurea da: mugitu bi aldeetako piezak eta ikusi arauak nola betetzen diren.",
            (Lang::Eu, PlayFull) => "Jokatu partida osoa",
            (Lang::Eu, BackHome) => "Hasierara",
            (Lang::Eu, DiagramError) => "Irudi hau ezin da marraztu: {0}",
            (Lang::Eu, NoPage) => "Joko honen arauen orria ez dago oraindik.",
            (Lang::Eu, Figure) => "{0}. irudia",
            (Lang::Eu, Loading) => "Arauak kargatzen…",
            (Lang::Eu, LoadFailed) => "Arauen orria ezin izan da kargatu{0}. Konexioa egiaztatu eta saiatu berriro.",
            (Lang::En, Ruling) => "Our ruling",
            (Lang::En, TryIt) => "Try it",
            (Lang::En, TryItHelp) => "This board is yours: move the pieces of every side and see the rules at work.",
            (Lang::En, PlayFull) => "Play the full game",
            (Lang::En, BackHome) => "Home",
            (Lang::En, DiagramError) => "This diagram cannot be drawn: {0}",
            (Lang::En, NoPage) => "There is no rules page for this game yet.",
            (Lang::En, Figure) => "Figure {0}",
            (Lang::En, Loading) => "Loading the rules…",
            (Lang::En, LoadFailed) => "The rules page could not be loaded{0}. Check the connection and try again.",
            (Lang::Es, Ruling) => "Nuestra decisión",
            (Lang::Es, TryIt) => "Pruébalo",
            (Lang::Es, TryItHelp) => "Este tablero es tuyo: mueve las piezas de todos los bandos y mira las reglas en acción.",
            (Lang::Es, PlayFull) => "Jugar la partida completa",
            (Lang::Es, BackHome) => "Inicio",
            (Lang::Es, DiagramError) => "Este diagrama no se puede dibujar: {0}",
            (Lang::Es, NoPage) => "Este juego aún no tiene página de reglas.",
            (Lang::Es, Figure) => "Figura {0}",
            (Lang::Es, Loading) => "Cargando las reglas…",
            (Lang::Es, LoadFailed) => "No se ha podido cargar la página de reglas{0}. Comprueba la conexión y vuelve a intentarlo.",
            (Lang::Fr, Ruling) => "Notre décision",
            (Lang::Fr, TryIt) => "Essayez",
            (Lang::Fr, TryItHelp) => "Ce plateau est à vous : jouez les pièces de chaque camp et voyez les règles en action.",
            (Lang::Fr, PlayFull) => "Jouer une partie complète",
            (Lang::Fr, BackHome) => "Accueil",
            (Lang::Fr, DiagramError) => "Ce diagramme ne peut pas être dessiné : {0}",
            (Lang::Fr, NoPage) => "Ce jeu n’a pas encore de page de règles.",
            (Lang::Fr, Figure) => "Figure {0}",
            (Lang::Fr, Loading) => "Chargement des règles…",
            (Lang::Fr, LoadFailed) => "La page de règles n’a pas pu être chargée{0}. Vérifiez la connexion et réessayez.",
        }
    }
}
